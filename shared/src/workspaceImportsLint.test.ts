/** @jest-environment node */
import { ESLint } from 'eslint';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

/** The messages of `ruleId` for `code` linted as if it were the file `file` (relative to the repo). */
async function lint(ruleId: string, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

describe('imports between workspaces', () => {
  const rule = 'import-x/no-relative-packages';

  it('refuses a relative import that reaches into another workspace', async () => {
    const messages = await lint(
      rule,
      'api/src/x.ts',
      "import { API_BASE } from '../../shared/src/index';\nexport const b = API_BASE;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('@stride/shared');
  });

  it('lets a workspace import another by its package name, and its own files relatively', async () => {
    expect(
      await lint(
        rule,
        'api/src/x.ts',
        "import { API_BASE } from '@stride/shared';\nimport { buildApp } from './buildApp';\nexport const b = [API_BASE, buildApp];\n",
      ),
    ).toEqual([]);
  });
});

describe('undeclared imports', () => {
  const rule = 'import-x/no-extraneous-dependencies';

  it("refuses a package the workspace's package.json does not declare", async () => {
    expect(
      await lint(rule, 'mfe-auth/src/x.ts', "import { z } from 'zod';\nexport const s = z.string();\n"),
    ).toHaveLength(1);
    expect(
      await lint(
        rule,
        'mfe-auth/src/x.ts',
        "import { render } from '@testing-library/react';\nexport const r = render;\n",
      ),
    ).toHaveLength(1);
  });

  it('lets a workspace import what it declares, and its tests use the root devDependencies', async () => {
    expect(
      await lint(rule, 'mfe-auth/src/x.ts', "import { useState } from 'react';\nexport const u = useState;\n"),
    ).toEqual([]);
    expect(
      await lint(
        rule,
        'mfe-auth/src/x.test.ts',
        "import { render } from '@testing-library/react';\nexport const r = render;\n",
      ),
    ).toEqual([]);
  });
});

describe('the framework-free contract of @stride/shared', () => {
  const rule = '@typescript-eslint/no-restricted-imports';

  it('refuses a runtime import of React, i18next, react-query or single-spa', async () => {
    for (const source of [
      'react',
      'react-dom/client',
      'i18next',
      'react-i18next',
      '@tanstack/react-query',
      'single-spa',
    ]) {
      const messages = await lint(rule, 'shared/src/x.ts', `import * as f from '${source}';\nexport const o = f;\n`);
      expect(messages).toHaveLength(1);
    }
  });

  it('allows type-only imports there, and runtime imports in @stride/shared/react and /testing', async () => {
    expect(
      await lint(rule, 'shared/src/x.ts', "import type { ReactNode } from 'react';\nexport type N = ReactNode;\n"),
    ).toEqual([]);
    for (const file of ['shared/src/react/x.ts', 'shared/src/testing/x.ts']) {
      expect(await lint(rule, file, "import { useState } from 'react';\nexport const u = useState;\n")).toEqual([]);
    }
  });
});

describe('how @stride/shared/react reaches the contract', () => {
  const rule = 'no-restricted-imports';

  it('refuses a relative import of the contract, which would bundle a second copy of it', async () => {
    for (const code of [
      "import { SLOT_OWNERS } from '../remotes/slots';\nexport const s = SLOT_OWNERS;\n",
      "import type { User } from '../session/Session';\nexport type U = User;\n",
    ]) {
      expect(await lint(rule, 'shared/src/react/x.ts', code)).toHaveLength(1);
    }
  });

  it('lets it import the contract by package name, its own files relatively, and its tests anything', async () => {
    expect(
      await lint(
        rule,
        'shared/src/react/x.ts',
        "import { SLOT_OWNERS } from '@stride/shared';\nimport { uiStrings } from './uiStrings';\nexport const s = [SLOT_OWNERS, uiStrings];\n",
      ),
    ).toEqual([]);
    expect(
      await lint(
        rule,
        'shared/src/react/x.test.ts',
        "import { slotServiceRef } from '../remotes/services';\nexport const s = slotServiceRef;\n",
      ),
    ).toEqual([]);
  });
});
