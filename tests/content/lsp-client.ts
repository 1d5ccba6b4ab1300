import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-jsonrpc/node.js';

export interface Diagnostic {
  range: { start: { line: number; character: number } };
  message: string;
}
export interface CompletionItem {
  label: string;
  insertText?: string;
  textEdit?: { newText: string };
  documentation?: string | { value: string };
}

/**
 * yaml-language-server, the server behind VS Code's YAML extension, driven over stdio as an
 * editor drives it: settings pushed the way the extension pushes .vscode/settings.json.
 */
export async function startYamlLanguageServer(root: string, yamlSettings: Record<string, unknown>) {
  const server = spawn(process.execPath, [path.join(root, 'node_modules/yaml-language-server/bin/yaml-language-server'), '--stdio'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const connection = createMessageConnection(new StreamMessageReader(server.stdout), new StreamMessageWriter(server.stdin));
  const diagnostics = new Map<string, { version?: number; items: Diagnostic[] }>();
  const waiting = new Map<string, () => void>();
  connection.onNotification('textDocument/publishDiagnostics', (params: { uri: string; version?: number; diagnostics: Diagnostic[] }) => {
    diagnostics.set(params.uri, { version: params.version, items: params.diagnostics });
    waiting.get(params.uri)?.();
  });
  // The server pulls its settings as it pulls them from VS Code: the "yaml" section.
  const yaml = { validate: true, hover: true, completion: true, schemaStore: { enable: false }, ...yamlSettings };
  connection.onRequest('workspace/configuration', (params: { items: { section?: string }[] }) =>
    params.items.map((item) => (item.section === 'yaml' ? yaml : null)),
  );
  // Other requests from the server (capability registration, progress) need no more than an answer.
  connection.onRequest(() => null);
  connection.listen();

  const rootUri = pathToFileURL(root).href;
  await connection.sendRequest('initialize', {
    processId: process.pid,
    rootUri,
    workspaceFolders: [{ uri: rootUri, name: 'site' }],
    capabilities: {
      workspace: { configuration: true },
      textDocument: {
        completion: { completionItem: { snippetSupport: true, documentationFormat: ['plaintext'] } },
        hover: { contentFormat: ['plaintext'] },
      },
    },
  });
  await connection.sendNotification('initialized', {});
  await connection.sendNotification('workspace/didChangeConfiguration', { settings: null });

  let version = 0;
  return {
    uri: (file: string) => pathToFileURL(path.join(root, file)).href,
    /** Opens a document (it need not exist on disk) and resolves with its first diagnostics. */
    async open(file: string, text: string): Promise<Diagnostic[]> {
      const uri = pathToFileURL(path.join(root, file)).href;
      const published = new Promise<void>((resolve) => waiting.set(uri, resolve));
      await connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: ++version, text } });
      await published;
      waiting.delete(uri);
      return diagnostics.get(uri)!.items;
    },
    async close(file: string) {
      await connection.sendNotification('textDocument/didClose', { textDocument: { uri: pathToFileURL(path.join(root, file)).href } });
    },
    async completion(file: string, line: number, character: number): Promise<CompletionItem[]> {
      const result = await connection.sendRequest<{ items: CompletionItem[] } | null>('textDocument/completion', {
        workspace: { configuration: true },
        textDocument: { uri: pathToFileURL(path.join(root, file)).href },
        position: { line, character },
      });
      return result?.items ?? [];
    },
    async hover(file: string, line: number, character: number): Promise<string> {
      const result = await connection.sendRequest<{ contents: string | { value: string } } | null>('textDocument/hover', {
        workspace: { configuration: true },
        textDocument: { uri: pathToFileURL(path.join(root, file)).href },
        position: { line, character },
      });
      const contents = result?.contents;
      return typeof contents === 'string' ? contents : (contents?.value ?? '');
    },
    async stop() {
      await connection.sendRequest('shutdown');
      await connection.sendNotification('exit');
      connection.dispose();
      await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(undefined)));
    },
  };
}
