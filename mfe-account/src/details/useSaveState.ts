import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { definition } from '../definition';
import { saveErrorOf, type SaveError } from './formErrors';

/** What a save said: a string key, written out at render (a save may just have switched the language). */
export interface SaveSaid {
  key: string;
  values?: Record<string, string>;
}

/**
 * The state of an account form's save: under way, what failed (a field or the form) and what it said. `save`
 * clears both, runs the request and keeps its answer; `fail` is a check that failed before any request.
 * `status` is what AccountForm draws: every failure with `fieldErrors: false` (a form whose fields are not the
 * API's), else those the API tied to no field, the fields drawing theirs.
 */
export function useSaveState({ fieldErrors = true }: { fieldErrors?: boolean } = {}) {
  const { t } = useTranslation(definition.i18nNamespace);
  const [error, setError] = useState<SaveError | null>(null);
  const [said, setSaid] = useState<SaveSaid | null>(null);
  const [saving, setSaving] = useState(false);
  const fail = (invalid: SaveError) => {
    setSaid(null);
    setError(invalid);
  };
  const save = async (
    request: () => Promise<SaveSaid | void>,
    failure: (caught: unknown) => SaveError = (caught) => saveErrorOf(caught, t('saveFailed')),
  ) => {
    setError(null);
    setSaid(null);
    setSaving(true);
    try {
      setSaid((await request()) ?? null);
    } catch (caught) {
      setError(failure(caught));
    } finally {
      setSaving(false);
    }
  };
  const status = {
    saving,
    error: error && (!fieldErrors || error.field === null) ? error.message : null,
    success: said ? t(said.key, said.values) : null,
  };
  return { error, saving, fail, save, status };
}
