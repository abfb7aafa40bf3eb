#!/usr/bin/env python3
"""`make vscode`: packages editors/vscode/ as a .vsix without npm or vsce. A VSIX is a zip of
the extension's files under extension/, an extension.vsixmanifest (the VSIX 2.0 manifest VS Code
reads when installing) and [Content_Types].xml (the Open Packaging Conventions' list of types).

Usage: scripts/package-vscode.py [--output DIR] [--repository URL]
The repository URL defaults to `git remote get-url origin` and is left out when there is none
(never made up). The licence is package.json's; a LICENSE file at the repository's root, when
there is one, is packaged as the extension's licence."""
import argparse, json, pathlib, re, subprocess, sys, zipfile
from xml.sax.saxutils import escape, quoteattr

root = pathlib.Path(__file__).resolve().parent.parent
source = root / "editors/vscode"
parser = argparse.ArgumentParser()
parser.add_argument("--output", default=str(root / "build/vscode"))
parser.add_argument("--repository")
args = parser.parse_args()

package = json.loads((source / "package.json").read_text(encoding="utf-8"))
repository = args.repository
if repository is None:
    found = subprocess.run(["git", "-C", str(root), "remote", "get-url", "origin"], capture_output=True, text=True)
    # Never a user name or token a remote's address may carry.
    repository = re.sub(r"^(\w+://)[^/@]*@", r"\1", found.stdout.strip()) or None
if repository:
    package["repository"] = {"type": "git", "url": repository}
if package.get("dependencies"):
    sys.exit("package-vscode: the extension must have no dependencies (it is packaged without npm)")

files = {"extension/package.json": json.dumps(package, indent=2, ensure_ascii=False) + "\n"}
for name in ["extension.js", "README.md"]:
    files[f"extension/{name}"] = (source / name).read_text(encoding="utf-8")
licence = root / "LICENSE"
if licence.exists():
    files["extension/LICENSE.txt"] = licence.read_text(encoding="utf-8")

identity = f'<Identity Language="en-US" Id={quoteattr(package["name"])} Version={quoteattr(package["version"])} Publisher={quoteattr(package["publisher"])}/>'
properties = [("Microsoft.VisualStudio.Code.Engine", package["engines"]["vscode"]),
              ("Microsoft.VisualStudio.Code.ExtensionKind", ",".join(package.get("extensionKind", ["workspace"])))]
if repository:
    properties += [("Microsoft.VisualStudio.Services.Links.Source", repository)]
assets = [("Microsoft.VisualStudio.Code.Manifest", "extension/package.json"),
          ("Microsoft.VisualStudio.Services.Content.Details", "extension/README.md")]
if "extension/LICENSE.txt" in files:
    assets.append(("Microsoft.VisualStudio.Services.Content.License", "extension/LICENSE.txt"))
manifest = f"""<?xml version="1.0" encoding="utf-8"?>
<PackageManifest Version="2.0.0" xmlns="http://schemas.microsoft.com/developer/vsx-schema/2011" xmlns:d="http://schemas.microsoft.com/developer/vsx-schema-design/2011">
  <Metadata>
    {identity}
    <DisplayName>{escape(package["displayName"])}</DisplayName>
    <Description xml:space="preserve">{escape(package["description"])}</Description>
    <Tags>{escape(",".join(package.get("keywords", [])))}</Tags>
    <Categories>{escape(",".join(package.get("categories", [])))}</Categories>
    <GalleryFlags>Public</GalleryFlags>
    {"<License>extension/LICENSE.txt</License>" if "extension/LICENSE.txt" in files else ""}
    <Properties>
{chr(10).join(f'      <Property Id={quoteattr(key)} Value={quoteattr(value)} />' for key, value in properties)}
    </Properties>
  </Metadata>
  <Installation>
    <InstallationTarget Id="Microsoft.VisualStudio.Code"/>
  </Installation>
  <Dependencies/>
  <Assets>
{chr(10).join(f'    <Asset Type={quoteattr(kind)} Path={quoteattr(path)} Addressable="true" />' for kind, path in assets)}
  </Assets>
</PackageManifest>
"""
types = """<?xml version="1.0" encoding="utf-8"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
  <Default Extension=".vsixmanifest" ContentType="text/xml"/>
  <Default Extension=".json" ContentType="application/json"/>
  <Default Extension=".js" ContentType="application/javascript"/>
  <Default Extension=".md" ContentType="text/markdown"/>
  <Default Extension=".txt" ContentType="text/plain"/>
</Types>
"""
output = pathlib.Path(args.output)
output.mkdir(parents=True, exist_ok=True)
vsix = output / f'{package["name"]}-{package["version"]}.vsix'
with zipfile.ZipFile(vsix, "w", zipfile.ZIP_DEFLATED) as archive:
    # Fixed timestamps: the same sources give the same bytes.
    for name, text in [("[Content_Types].xml", types), ("extension.vsixmanifest", manifest)] + sorted(files.items()):
        info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
        info.compress_type = zipfile.ZIP_DEFLATED
        archive.writestr(info, text.encode("utf-8"))
print(vsix)
if not repository:
    print("package-vscode: no repository URL (no git remote 'origin'; pass --repository URL): the package names none", file=sys.stderr)
if "extension/LICENSE.txt" not in files:
    print(f"package-vscode: the repository has no LICENSE file; the extension's licence is package.json's '{package['license']}'", file=sys.stderr)
