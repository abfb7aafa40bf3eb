// Sanad for VS Code: starts `sanad lsp` for the Markdown and YAML files under a folder that holds
// sanad.yaml, and shows its diagnostics, completions, hovers, definitions, quick fixes and outline.
// It speaks the Language Server Protocol itself (JSON-RPC over the server's standard input and
// output) with nothing but VS Code's API and Node, so the extension is these two files and
// installs without npm.
"use strict";
const vscode = require("vscode");
const childProcess = require("child_process");
const path = require("path");

/** One `sanad lsp` process and the messages to and from it. */
class SanadServer {
  constructor(command, cwd, output) {
    this.output = output;
    this.nextID = 1;
    this.pending = new Map();
    this.buffer = Buffer.alloc(0);
    this.process = childProcess.spawn(command, ["lsp"], { cwd, stdio: ["pipe", "pipe", "pipe"] });
    // A missing executable emits only "error", a crash only "exit": either way every waiting
    // request fails at once, and later ones fail without being sent.
    this.process.on("error", (error) => {
      this.end(`cannot start '${command} lsp': ${error.message}`);
      vscode.window.showErrorMessage(`Sanad: cannot start '${command} lsp': ${error.message}. Set sanad.path to the sanad executable.`);
    });
    this.process.on("exit", (code) => {
      this.end(`sanad lsp exited (${code})`);
      if (!this.stopping) output.appendLine(`sanad lsp exited with status ${code}`);
    });
    this.process.stdin.on("error", (error) => this.end(`cannot write to sanad lsp: ${error.message}`));
    this.process.stderr.on("data", (data) => output.append(data.toString()));
    this.process.stdout.on("data", (data) => this.receive(data));
    this.onNotification = () => {};
  }

  /** The server is gone: every waiting request fails with `reason`, and so will every later one. */
  end(reason) {
    this.ended = this.ended || reason;
    for (const { reject } of this.pending.values()) reject(new Error(reason));
    this.pending.clear();
  }

  /** Reads whole messages (a Content-Length header, then that many bytes of JSON). */
  receive(data) {
    this.buffer = Buffer.concat([this.buffer, data]);
    for (;;) {
      const end = this.buffer.indexOf("\r\n\r\n");
      if (end < 0) return;
      const header = this.buffer.subarray(0, end).toString("ascii");
      const match = /content-length: *(\d+)/i.exec(header);
      if (!match) { this.buffer = this.buffer.subarray(end + 4); continue; }
      const length = Number(match[1]);
      if (this.buffer.length < end + 4 + length) return;
      const body = this.buffer.subarray(end + 4, end + 4 + length).toString("utf8");
      this.buffer = this.buffer.subarray(end + 4 + length);
      let message;
      try { message = JSON.parse(body); } catch (error) { this.output.appendLine(`unreadable message from sanad lsp: ${error.message}`); continue; }
      this.dispatch(message);
    }
  }

  dispatch(message) {
    if (message.id !== undefined && message.method === undefined) {
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (!waiting) return;
      if (message.error) waiting.reject(new Error(message.error.message)); else waiting.resolve(message.result);
    } else if (message.id !== undefined) {
      // Requests from the server (registering file watching, progress): accepted, nothing more.
      this.send({ jsonrpc: "2.0", id: message.id, result: null });
    } else {
      this.onNotification(message.method, message.params);
    }
  }

  send(message) {
    if (this.ended) return;
    const body = Buffer.from(JSON.stringify(message), "utf8");
    this.process.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    this.process.stdin.write(body);
  }

  request(method, params) {
    if (this.ended) return Promise.reject(new Error(this.ended));
    const id = this.nextID++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.send(params === undefined ? { jsonrpc: "2.0", id, method } : { jsonrpc: "2.0", id, method, params });
    });
  }

  notify(method, params) { this.send(params === undefined ? { jsonrpc: "2.0", method } : { jsonrpc: "2.0", method, params }); }

  async stop() {
    this.stopping = true;
    try { await Promise.race([this.request("shutdown"), new Promise((r) => setTimeout(r, 2000))]); } catch (_) { /* already gone */ }
    this.notify("exit");
    await new Promise((resolve) => setTimeout(resolve, 200));
    if (this.process.exitCode === null) this.process.kill();
  }
}

// Converters between VS Code's values and the protocol's (both count UTF-16 code units).
const toPosition = (p) => ({ line: p.line, character: p.character });
const fromPosition = (p) => new vscode.Position(p.line, p.character);
const fromRange = (r) => new vscode.Range(fromPosition(r.start), fromPosition(r.end));
const severities = [undefined, vscode.DiagnosticSeverity.Error, vscode.DiagnosticSeverity.Warning, vscode.DiagnosticSeverity.Information, vscode.DiagnosticSeverity.Hint];

function fromDiagnostic(d) {
  const diagnostic = new vscode.Diagnostic(fromRange(d.range), d.message, severities[d.severity] ?? vscode.DiagnosticSeverity.Error);
  diagnostic.source = d.source ?? "sanad";
  if (d.code !== undefined) diagnostic.code = d.code;
  if (Array.isArray(d.relatedInformation)) {
    diagnostic.relatedInformation = d.relatedInformation.map((info) =>
      new vscode.DiagnosticRelatedInformation(new vscode.Location(vscode.Uri.parse(info.location.uri), fromRange(info.location.range)), info.message));
  }
  diagnostic.lsp = d;
  return diagnostic;
}

function fromWorkspaceEdit(edit) {
  const result = new vscode.WorkspaceEdit();
  for (const [uri, edits] of Object.entries(edit.changes ?? {})) {
    for (const e of edits) result.replace(vscode.Uri.parse(uri), fromRange(e.range), e.newText);
  }
  for (const change of edit.documentChanges ?? []) {
    for (const e of change.edits ?? []) result.replace(vscode.Uri.parse(change.textDocument.uri), fromRange(e.range), e.newText);
  }
  return result;
}

function fromMarkup(contents) {
  if (typeof contents === "string") return new vscode.MarkdownString(contents);
  if (Array.isArray(contents)) return contents.map(fromMarkup);
  return contents.kind === "markdown" || contents.language === undefined ? new vscode.MarkdownString(contents.value) : new vscode.MarkdownString().appendCodeblock(contents.value, contents.language);
}

function fromSymbol(s) {
  // VS Code refuses an empty name, and a selection range outside the symbol's range.
  const range = fromRange(s.range);
  let selection = fromRange(s.selectionRange ?? s.range);
  if (!range.contains(selection)) selection = range;
  const symbol = new vscode.DocumentSymbol(s.name || "(unnamed)", s.detail ?? "", Math.max(0, (s.kind ?? 1) - 1), range, selection);
  symbol.children = (s.children ?? []).map(fromSymbol);
  return symbol;
}

const servers = [];

/** Starts one server per folder holding sanad.yaml, for the files whose nearest such folder it is. */
async function activate(context) {
  const output = vscode.window.createOutputChannel("Sanad");
  context.subscriptions.push(output);
  const command = vscode.workspace.getConfiguration("sanad").get("path") || "sanad";
  const projects = await vscode.workspace.findFiles("**/sanad.yaml", "**/{node_modules,.build,build}/**");
  const roots = projects.map((project) => path.dirname(project.fsPath));
  // A file belongs to the deepest content folder above it, so nested projects never both answer.
  const rootOf = (file) => roots.filter((root) => file.startsWith(root + path.sep)).sort((a, b) => b.length - a.length)[0];
  for (const root of roots) {
    const inProject = (document) => document.uri.scheme === "file" && rootOf(document.uri.fsPath) === root
      && [".md", ".yaml", ".yml"].includes(path.extname(document.uri.fsPath));
    const selector = ["**/*.md", "**/*.yaml", "**/*.yml"].map((glob) => ({ scheme: "file", pattern: new vscode.RelativePattern(root, glob) }));
    const server = new SanadServer(command, root, output);
    const diagnostics = vscode.languages.createDiagnosticCollection(`sanad:${root}`);
    server.onNotification = (method, params) => {
      if (method === "textDocument/publishDiagnostics") diagnostics.set(vscode.Uri.parse(params.uri), params.diagnostics.map(fromDiagnostic));
      else if (method === "window/logMessage") output.appendLine(params.message);
      else if (method === "window/showMessage") {
        output.appendLine(params.message);
        const show = params.type === 1 ? vscode.window.showErrorMessage : params.type === 2 ? vscode.window.showWarningMessage : vscode.window.showInformationMessage;
        show(`Sanad: ${params.message}`);
      }
    };
    servers.push(server);
    const rootURI = vscode.Uri.file(root).toString();
    try {
      await server.request("initialize", {
      processId: process.pid, rootUri: rootURI, workspaceFolders: [{ uri: rootURI, name: path.basename(root) }],
      clientInfo: { name: "Sanad for VS Code" },
      capabilities: { general: { positionEncodings: ["utf-16"] }, textDocument: { publishDiagnostics: { relatedInformation: true } } },
      });
    } catch (error) {
      output.appendLine(`sanad lsp for ${root} did not start: ${error.message}`);
      continue;
    }
    server.notify("initialized", {});
    const opened = new Set();
    const open = (document) => {
      if (!inProject(document) || opened.has(document.uri.toString())) return;
      opened.add(document.uri.toString());
      server.notify("textDocument/didOpen", { textDocument: { uri: document.uri.toString(), languageId: document.languageId, version: document.version, text: document.getText() } });
    };
    vscode.workspace.textDocuments.forEach(open);
    const identifier = (document) => ({ uri: document.uri.toString() });
    context.subscriptions.push(
      diagnostics,
      vscode.workspace.onDidOpenTextDocument(open),
      vscode.workspace.onDidChangeTextDocument((event) => {
        if (!opened.has(event.document.uri.toString()) || event.contentChanges.length === 0) return;
        server.notify("textDocument/didChange", {
          textDocument: { uri: event.document.uri.toString(), version: event.document.version },
          contentChanges: event.contentChanges.map((c) => ({ range: { start: toPosition(c.range.start), end: toPosition(c.range.end) }, text: c.text })),
        });
      }),
      vscode.workspace.onDidSaveTextDocument((document) => { if (opened.has(document.uri.toString())) server.notify("textDocument/didSave", { textDocument: identifier(document) }); }),
      vscode.workspace.onDidCloseTextDocument((document) => {
        if (opened.delete(document.uri.toString())) server.notify("textDocument/didClose", { textDocument: identifier(document) });
      }),
      vscode.languages.registerCompletionItemProvider(selector, {
        async provideCompletionItems(document, position) {
          const result = await server.request("textDocument/completion", { textDocument: identifier(document), position: toPosition(position) });
          return (Array.isArray(result) ? result : result?.items ?? []).map((item) => {
            const completion = new vscode.CompletionItem(item.label, Math.max(0, (item.kind ?? 1) - 1));
            completion.detail = item.detail;
            if (item.documentation) completion.documentation = fromMarkup(item.documentation);
            if (item.textEdit) { completion.range = fromRange(item.textEdit.range ?? item.textEdit.replace); completion.insertText = item.textEdit.newText; }
            else if (item.insertText) completion.insertText = item.insertText;
            if (item.filterText) completion.filterText = item.filterText;
            if (item.sortText) completion.sortText = item.sortText;
            return completion;
          });
        },
      }, " ", ":", "[", ",", "-"),
      vscode.languages.registerHoverProvider(selector, {
        async provideHover(document, position) {
          const hover = await server.request("textDocument/hover", { textDocument: identifier(document), position: toPosition(position) });
          if (!hover) return undefined;
          const contents = fromMarkup(hover.contents);
          return new vscode.Hover(Array.isArray(contents) ? contents : [contents], hover.range ? fromRange(hover.range) : undefined);
        },
      }),
      vscode.languages.registerDefinitionProvider(selector, {
        async provideDefinition(document, position) {
          const found = await server.request("textDocument/definition", { textDocument: identifier(document), position: toPosition(position) });
          return (Array.isArray(found) ? found : found ? [found] : []).map((l) => new vscode.Location(vscode.Uri.parse(l.uri ?? l.targetUri), fromRange(l.range ?? l.targetSelectionRange)));
        },
      }),
      vscode.languages.registerCodeActionsProvider(selector, {
        async provideCodeActions(document, range, context) {
          const actions = await server.request("textDocument/codeAction", {
            textDocument: identifier(document), range: { start: toPosition(range.start), end: toPosition(range.end) },
            context: { diagnostics: context.diagnostics.map((d) => d.lsp).filter(Boolean) },
          });
          return (actions ?? []).filter((a) => a.edit).map((a) => {
            const action = new vscode.CodeAction(a.title, vscode.CodeActionKind.QuickFix);
            action.edit = fromWorkspaceEdit(a.edit);
            action.isPreferred = a.isPreferred;
            return action;
          });
        },
      }, { providedCodeActionKinds: [vscode.CodeActionKind.QuickFix] }),
      vscode.languages.registerDocumentSymbolProvider(selector, {
        async provideDocumentSymbols(document) {
          return ((await server.request("textDocument/documentSymbol", { textDocument: identifier(document) })) ?? []).map(fromSymbol);
        },
      }),
    );
    output.appendLine(`sanad lsp started for ${root}`);
  }
}

/** Stops every server, waiting for each to shut down (VS Code waits for the returned promise). */
function deactivate() {
  return Promise.all(servers.splice(0).map((server) => server.stop()));
}

module.exports = { activate, deactivate, SanadServer };
