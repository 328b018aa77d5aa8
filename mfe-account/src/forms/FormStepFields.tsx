import type { FormField, FormGroup } from '@stride/shared';
import type { FormStep } from '@stride/shared/forms';
import { useId, type ReactNode } from 'react';

type RenderField = (field: FormField) => ReactNode;

function holdsFields(group: FormGroup, fields: readonly FormField[]): boolean {
  return fields.some((field) => field.group_uid === group.uid) || group.groups.some((g) => holdsFields(g, fields));
}

/** A nested group: a titled section of its step, which may hold sections of its own. */
function Section({
  group,
  fields,
  depth,
  renderField,
}: {
  group: FormGroup;
  fields: readonly FormField[];
  depth: number;
  renderField: RenderField;
}) {
  const titleId = useId();
  const title = group.title.trim();
  const Heading = depth === 1 ? 'h4' : 'h5';
  return (
    <div className="form-section" role="group" aria-labelledby={title ? titleId : undefined}>
      {title ? (
        <Heading id={titleId} className="form-section__title" dir="auto">
          {title}
        </Heading>
      ) : null}
      {group.description ? (
        <p className="form-section__description" dir="auto">
          {group.description}
        </p>
      ) : null}
      <GroupFields group={group} fields={fields} depth={depth} renderField={renderField} />
    </div>
  );
}

function GroupFields({
  group,
  fields,
  depth,
  renderField,
}: {
  group: FormGroup;
  fields: readonly FormField[];
  depth: number;
  renderField: RenderField;
}) {
  return (
    <>
      {fields.filter((field) => field.group_uid === group.uid).map(renderField)}
      {group.groups
        .filter((nested) => holdsFields(nested, fields))
        .map((nested) => (
          <Section key={nested.uid} group={nested} fields={fields} depth={depth + 1} renderField={renderField} />
        ))}
    </>
  );
}

/**
 * One step of a form: its group's title and description, its own fields, then its nested groups as sections. The
 * fields of no group (the first step) have neither.
 */
export function FormStepFields({ step, renderField }: { step: FormStep; renderField: RenderField }) {
  const { group } = step;
  if (!group) return <>{step.fields.map(renderField)}</>;
  return (
    <>
      {group.title.trim() ? (
        <h3 className="form-step__title" dir="auto">
          {group.title}
        </h3>
      ) : null}
      {group.description ? (
        <p className="form-step__description" dir="auto">
          {group.description}
        </p>
      ) : null}
      <GroupFields group={group} fields={step.fields} depth={0} renderField={renderField} />
    </>
  );
}
