/** @jest-environment node */
// A declared bus event is a promise between packages: something emits it and something hears it. An event
// with only one side is dead contract; this scan of every workspace's sources fails on one.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const repoRoot = join(__dirname, '..', '..', '..');
const workspaces = (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] })
  .workspaces;

/** Sources that ship: no tests, and no test support (files that import the testing libraries). */
function shippedSources(): { file: string; text: string }[] {
  return workspaces.flatMap((workspace) => {
    const dir = join(repoRoot, workspace, 'src');
    let files: string[];
    try {
      files = readdirSync(dir, { recursive: true, encoding: 'utf8' });
    } catch {
      return [];
    }
    return files
      .filter((file) => /\.(tsx?|mjs|js)$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => ({ file: join(workspace, 'src', file), text: readFileSync(join(dir, file), 'utf8') }))
      .filter(({ text }) => !/from '(@testing-library\/[\w-]+|@stride\/shared\/testing)'/.test(text));
  });
}

/** The keys of the StrideEvents map, read from its declaration. */
function declaredEvents(): string[] {
  const source = readFileSync(join(__dirname, 'StrideEvents.ts'), 'utf8');
  const body = /export type StrideEvents = \{([\s\S]*?)\n\};/.exec(source)?.[1] ?? '';
  return [...body.matchAll(/^\s+'?([\w:-]+)'?\??:/gm)].map((match) => match[1]!);
}

function uses(method: 'emit' | 'on', event: string, sources: { file: string; text: string }[]): string[] {
  const call = new RegExp(`\\.${method}\\(\\s*'${event.replace(/[-:]/g, '\\$&')}'`);
  return sources.filter(({ text }) => call.test(text)).map(({ file }) => file);
}

describe('the bus contract', () => {
  const sources = shippedSources();
  const events = declaredEvents();

  it('reads the declared events', () => {
    expect(events).toContain('modal:open');
    expect(events.length).toBeGreaterThan(3);
  });

  it.each(events)('%s has an emitter and a listener in shipped code', (event) => {
    expect({ event, emitters: uses('emit', event, sources).length > 0 }).toEqual({ event, emitters: true });
    expect({ event, listeners: uses('on', event, sources).length > 0 }).toEqual({ event, listeners: true });
  });
});
