// Drives the extension as VS Code would, against a real `sanad lsp`: a stand-in for the `vscode`
// module (only what extension.js uses) records what the extension registers, then the test
// opens a lesson, waits for its diagnostics, and asks for a quick fix, a hover, completions and
// the outline. Prints one JSON object with what it got; `VSCodeExtensionTests` checks it.
// Usage: node drive-extension.js SANAD PROJECT LESSON-RELATIVE-PATH HOVER-LINE HOVER-CHARACTER
"use strict";
const Module = require("module");
const fs = require("fs");
const path = require("path");
const [sanad, project, lessonPath, hoverLine, hoverCharacter] = process.argv.slice(2);

const handlers = { open: [], change: [], save: [], close: [] };
const providers = {};
const published = new Map();
const log = [];
class Position { constructor(line, character) { this.line = line; this.character = character; } }
const before = (a, b) => a.line < b.line || (a.line === b.line && a.character <= b.character);
class Range {
  constructor(start, end) { this.start = start; this.end = end; }
  contains(other) { return before(this.start, other.start) && before(other.end, this.end); }
}
class Uri {
  constructor(fsPath) { this.scheme = "file"; this.fsPath = fsPath; }
  static file(p) { return new Uri(p); }
  static parse(text) { return new Uri(decodeURIComponent(new URL(text).pathname)); }
  toString() { return "file://" + this.fsPath.split("/").map(encodeURIComponent).join("/"); }
}
class WorkspaceEdit { constructor() { this.edits = []; } replace(uri, range, newText) { this.edits.push({ path: uri.fsPath, range, newText }); } }
const disposable = { dispose() {} };
const vscode = {
  Position, Range, Uri, WorkspaceEdit,
  Diagnostic: class { constructor(range, message, severity) { Object.assign(this, { range, message, severity }); } },
  DiagnosticRelatedInformation: class { constructor(location, message) { Object.assign(this, { location, message }); } },
  DiagnosticSeverity: { Error: 0, Warning: 1, Information: 2, Hint: 3 },
  Location: class { constructor(uri, range) { Object.assign(this, { uri, range }); } },
  RelativePattern: class { constructor(base, pattern) { Object.assign(this, { base, pattern }); } },
  MarkdownString: class { constructor(value = "") { this.value = value; } appendCodeblock(code) { this.value += code; return this; } },
  Hover: class { constructor(contents, range) { Object.assign(this, { contents, range }); } },
  CompletionItem: class { constructor(label, kind) { Object.assign(this, { label, kind }); } },
  CodeAction: class { constructor(title, kind) { Object.assign(this, { title, kind }); } },
  CodeActionKind: { QuickFix: "quickfix" },
  DocumentSymbol: class { constructor(name, detail, kind, range, selectionRange) { Object.assign(this, { name, detail, kind, range, selectionRange }); } },
  window: {
    createOutputChannel: () => ({ append: (t) => log.push(t), appendLine: (t) => log.push(t), dispose() {} }),
    showErrorMessage: (message) => log.push("error shown: " + message),
    showWarningMessage: (message) => log.push("warning shown: " + message),
    showInformationMessage: (message) => log.push("information shown: " + message),
  },
  workspace: {
    getConfiguration: () => ({ get: (key) => (key === "path" ? sanad : undefined) }),
    findFiles: async () => [Uri.file(path.join(project, "sanad.yaml"))],
    textDocuments: [],
    onDidOpenTextDocument: (f) => { handlers.open.push(f); return disposable; },
    onDidChangeTextDocument: (f) => { handlers.change.push(f); return disposable; },
    onDidSaveTextDocument: (f) => { handlers.save.push(f); return disposable; },
    onDidCloseTextDocument: (f) => { handlers.close.push(f); return disposable; },
  },
  languages: {
    createDiagnosticCollection: () => ({ set: (uri, list) => published.set(uri.fsPath, list), dispose() {} }),
    registerCompletionItemProvider: (selector, provider) => { providers.completion = { selector, provider }; return disposable; },
    registerHoverProvider: (selector, provider) => { providers.hover = { selector, provider }; return disposable; },
    registerDefinitionProvider: (selector, provider) => { providers.definition = { selector, provider }; return disposable; },
    registerCodeActionsProvider: (selector, provider) => { providers.codeActions = { selector, provider }; return disposable; },
    registerDocumentSymbolProvider: (selector, provider) => { providers.symbols = { selector, provider }; return disposable; },
  },
};
const load = Module._load;
Module._load = function (request, ...rest) { return request === "vscode" ? vscode : load.call(this, request, ...rest); };

const extension = require(path.join(__dirname, "..", "extension.js"));
// Every document the extension sends to a server.
const sent = [];
const notify = extension.SanadServer.prototype.notify;
extension.SanadServer.prototype.notify = function (method, params) {
  if (method === "textDocument/didOpen") sent.push(decodeURIComponent(new URL(params.textDocument.uri).pathname));
  return notify.call(this, method, params);
};
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

(async () => {
  const context = { subscriptions: [] };
  await extension.activate(context);
  const file = path.join(project, lessonPath);
  const document = { uri: Uri.file(file), languageId: "markdown", version: 1, getText: () => fs.readFileSync(file, "utf8") };
  // A file beside the content folder, in a folder whose name starts with the content folder's.
  const outside = { uri: Uri.file(project + "-2/elsewhere.md"), languageId: "markdown", version: 1, getText: () => "# not content\n" };
  handlers.open.forEach((f) => { f(document); f(outside); });
  for (let i = 0; i < 300 && !published.has(file); i++) await wait(100);
  const diagnostics = published.get(file) ?? [];
  const first = diagnostics[0];
  const actions = first ? await providers.codeActions.provider.provideCodeActions(document, first.range, { diagnostics: [first] }) : [];
  const hover = await providers.hover.provider.provideHover(document, new Position(Number(hoverLine), Number(hoverCharacter)));
  const completions = await providers.completion.provider.provideCompletionItems(document, new Position(Number(hoverLine), 0));
  const symbols = await providers.symbols.provider.provideDocumentSymbols(document);
  console.log(JSON.stringify({
    selector: providers.hover.selector.map((s) => s.pattern.base + "/" + s.pattern.pattern),
    diagnostics: diagnostics.map((d) => ({ code: d.code, message: d.message, line: d.range.start.line })),
    sent,
    fixes: (actions ?? []).map((a) => ({ title: a.title, edits: a.edit.edits.map((e) => e.newText) })),
    hover: hover ? hover.contents.map((c) => c.value).join("\n") : null,
    completions: completions.length,
    symbols: symbols.map((s) => s.name),
    log,
  }));
  await extension.deactivate();
  for (const item of context.subscriptions) item.dispose();
  process.exit(0);
})().catch((error) => { console.error(error.stack); process.exit(1); });
