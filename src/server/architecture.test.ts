import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The server's rules in docs/architecture.md, checked against the code: each module's shape, its
// plugin's name and dependencies, which folder may import which, and that every decorator a
// plugin or module uses comes from a plugin it declares. Biome keeps the import rules as the code
// is written (biome.json); this test keeps what a linter cannot see.

const SERVER = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(SERVER, '..', '..');
const MODULES = path.join(SERVER, 'modules');
const PLUGINS = path.join(SERVER, 'plugins');
const LIB = path.join(SERVER, 'lib');

const isSource = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file);
const read = (file: string) => fs.readFileSync(file, 'utf8');

function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(full);
    return isSource(entry.name) ? [full] : [];
  });
}

const moduleNames = fs
  .readdirSync(MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const pluginFiles = sourcesUnder(PLUGINS);

/** What a file imports, as it wrote it ('fastify', '../lib/x.ts', '#server/lib/x.ts'). */
const importsOf = (text: string) =>
  [...text.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s+'([^']+)'/gms)].map(([, spec]) => spec!);

/** An import's file, when it is one of the server's own; undefined for packages and shared. */
function resolveImport(from: string, spec: string): string | undefined {
  if (spec.startsWith('#server/')) return path.join(SERVER, spec.slice('#server/'.length));
  if (spec.startsWith('.')) {
    const file = path.resolve(path.dirname(from), spec);
    return file.startsWith(SERVER) ? file : undefined;
  }
  return undefined;
}

/** A fastify-plugin's options in a file: its `name` and `dependencies`, if it declares one. */
function pluginOptionsOf(text: string): { name: string; dependencies: string[] } | undefined {
  const match =
    /\{\s*name:\s*'([^']+)'(?:,\s*dependencies:\s*\[([^\]]*)\])?[,\s]*\},?\s*\);\s*$/m.exec(text);
  if (!match || !/\bfp\s*[(<]/.test(text)) return undefined;
  const dependencies = [...(match[2] ?? '').matchAll(/'([^']+)'/g)].map(([, name]) => name!);
  return { name: match[1]!, dependencies };
}

/** Each decorator (of the instance, request or reply) and the plugin that makes it. */
function decoratorProviders(): Map<string, string> {
  const providers = new Map<string, string>();
  const add = (text: string, plugin: string) => {
    for (const [, name] of text.matchAll(/\.decorate(?:Request|Reply)?\(\s*'([^']+)'/g)) {
      providers.set(name!, plugin);
    }
  };
  for (const file of pluginFiles) {
    const text = read(file);
    const plugin = pluginOptionsOf(text)?.name;
    if (plugin) add(text, plugin);
  }
  for (const name of moduleNames) {
    for (const file of sourcesUnder(path.join(MODULES, name))) add(read(file), name);
  }
  return providers;
}

/**
 * The files a plugin's code runs from: its own, and what they import from the server beyond
 * them (lib/, plugins/, payments/…), but not other modules, which are plugins of their own.
 */
function filesOf(start: string[], ownDir: string | undefined): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !fs.existsSync(file)) return;
    seen.add(file);
    for (const spec of importsOf(read(file))) {
      const target = resolveImport(file, spec);
      if (!target || !isSource(target)) continue;
      const inModules = target.startsWith(MODULES + path.sep);
      if (inModules && !(ownDir && target.startsWith(ownDir + path.sep))) continue;
      visit(target);
    }
  };
  for (const file of start) visit(file);
  return [...seen];
}

/** The decorators the code in `files` uses (`app.requireAdmin`, `request.server.limits`, …). */
function decoratorsUsed(files: string[], providers: Map<string, string>): Set<string> {
  const used = new Set<string>();
  for (const file of files) {
    const text = read(file);
    for (const name of providers.keys()) {
      if (new RegExp(`\\b(?:app|fastify|instance|server|request|reply)\\.${name}\\b`).test(text)) {
        used.add(name);
      }
    }
  }
  return used;
}

/**
 * The modules that go without a file of the contract, as docs/architecture.md lists them
 * ("- `health/`: no `service.ts`, `repo.ts`: …").
 */
function documentedExceptions(): Map<string, string[]> {
  const doc = read(path.join(ROOT, 'docs', 'architecture.md'));
  const exceptions = new Map<string, string[]>();
  for (const [, name, files] of doc.matchAll(/^- `([a-z-]+)\/`: no ((?:`[a-z.]+`(?:, )?)+)/gm)) {
    exceptions.set(
      name!,
      [...files!.matchAll(/`([a-z.]+)`/g)].map(([, file]) => file!),
    );
  }
  return exceptions;
}

const CONTRACT_FILES = ['index.ts', 'routes.ts', 'service.ts', 'repo.ts'];

describe('the server modules keep the contract in docs/architecture.md', () => {
  const exceptions = documentedExceptions();
  const providers = decoratorProviders();

  it.each(moduleNames)('%s has the files of a module, but those the document excuses', (name) => {
    const present = CONTRACT_FILES.filter((file) => fs.existsSync(path.join(MODULES, name, file)));
    const excused = exceptions.get(name) ?? [];
    expect(excused).not.toContain('index.ts');
    expect(present).toEqual(CONTRACT_FILES.filter((file) => !excused.includes(file)));
  });

  it('lists no exception for a module that does not exist', () => {
    for (const name of exceptions.keys()) expect(moduleNames).toContain(name);
  });

  it.each(moduleNames)('%s is one fastify-plugin named after its folder', (name) => {
    const options = pluginOptionsOf(read(path.join(MODULES, name, 'index.ts')));
    expect(options?.name).toBe(name);
  });

  it.each(moduleNames)('%s declares every plugin whose decorators it uses', (name) => {
    const dir = path.join(MODULES, name);
    const { dependencies = [] } = pluginOptionsOf(read(path.join(dir, 'index.ts'))) ?? {};
    const needed = [...decoratorsUsed(filesOf(sourcesUnder(dir), dir), providers)]
      .map((decorator) => providers.get(decorator)!)
      .filter((plugin) => plugin !== name);
    const missing = [...new Set(needed)].filter((plugin) => !dependencies.includes(plugin));
    expect(missing, `${name}'s undeclared dependencies`).toEqual([]);
  });
});

describe('the plugins', () => {
  const providers = decoratorProviders();
  const plugins = pluginFiles.filter((file) => pluginOptionsOf(read(file)));

  it.each(plugins.map((file) => path.relative(SERVER, file)))(
    '%s declares every plugin whose decorators it uses',
    (relative) => {
      const file = path.join(SERVER, relative);
      const { name, dependencies } = pluginOptionsOf(read(file))!;
      const needed = [...decoratorsUsed(filesOf([file], undefined), providers)]
        .map((decorator) => providers.get(decorator)!)
        .filter((plugin) => plugin !== name);
      const missing = [...new Set(needed)].filter((plugin) => !dependencies.includes(plugin));
      expect(missing, `${name}'s undeclared dependencies`).toEqual([]);
    },
  );

  it('import no module', () => {
    const offending = pluginFiles.filter((file) =>
      importsOf(read(file)).some((spec) =>
        resolveImport(file, spec)?.startsWith(MODULES + path.sep),
      ),
    );
    expect(offending.map((file) => path.relative(SERVER, file))).toEqual([]);
  });
});

describe('lib/', () => {
  it('uses no Fastify and imports no plugin or module', () => {
    const offending = sourcesUnder(LIB).flatMap((file) =>
      importsOf(read(file))
        .filter((spec) => {
          if (/^(@fastify\/|fastify($|[-/]))/.test(spec)) return true;
          const target = resolveImport(file, spec);
          return Boolean(
            target && !target.startsWith(LIB + path.sep) && /\/(plugins|modules)\//.test(target),
          );
        })
        .map((spec) => `${path.relative(SERVER, file)} imports ${spec}`),
    );
    expect(offending).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('find the decorators and their plugins', () => {
    const providers = decoratorProviders();
    expect(providers.get('requireAdmin')).toBe('sessions');
    expect(providers.get('contentChanged')).toBe('content-versions');
    expect(providers.get('requireSolvedChallenge')).toBe('challenge');
    expect(providers.get('paymentEvents')).toBe('payments');
  });

  it('follow a helper to the decorators it uses (raisesTopics → content-versions)', () => {
    const providers = decoratorProviders();
    const dir = path.join(MODULES, 'news');
    const used = decoratorsUsed(filesOf(sourcesUnder(dir), dir), providers);
    expect(used).toContain('contentChanged');
    expect(used).toContain('requireAdmin');
  });
});
