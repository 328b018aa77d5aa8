/** @jest-environment node */
import { ESLint } from 'eslint';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..', '..');

async function lint(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the remote boundary lint rule', () => {
  it('lets a remote import @stride/shared', async () => {
    expect(
      await lint(
        'mfe-content/src/x.ts',
        "import { REMOTE_NAMES } from '@stride/shared';\nexport const n = REMOTE_NAMES;\n",
      ),
    ).toEqual([]);
  });

  it('refuses a remote importing another remote, the shell or the API', async () => {
    for (const source of ['@stride/mfe-auth', '../../mfe-auth/src/entry', '../../shell/src/app/App', '@stride/api']) {
      const messages = await lint(
        'mfe-content/src/x.ts',
        `import * as other from '${source}';\nexport const o = other;\n`,
      );
      expect(messages).toHaveLength(1);
    }
  });

  it('refuses the shell importing a remote at build time', async () => {
    const messages = await lint(
      'shell/src/x.ts',
      "import * as c from '../../mfe-content/src/entry';\nexport const o = c;\n",
    );
    expect(messages).toHaveLength(1);
  });
});
