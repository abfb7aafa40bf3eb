// Starts `sanad lsp` for Markdown and YAML files in a folder that holds sanad.yaml.
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration("sanad").get("path") || "sanad";
  client = new LanguageClient(
    "sanad",
    "Sanad",
    { command, args: ["lsp"] },
    {
      documentSelector: [
        { scheme: "file", language: "markdown" },
        { scheme: "file", language: "yaml" },
      ],
    },
  );
  context.subscriptions.push({ dispose: () => client && client.stop() });
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
