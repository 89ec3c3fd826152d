// The portal's side of a new flow (docs/architecture.md#the-generator): the implementations, the
// form's schema, and its view, a page of its own or a dialog opened on an existing page.
import { FIELD } from './machine-files.ts';
import type { FlowOptions } from './options.ts';
import type { FlowNames } from './names.ts';

/** The form field's limit: the contract's when the flow has a route, else the schema's own. */
export const limitName = ({ names }: FlowOptions) => `${names.upper}_${FIELD.toUpperCase()}_MAX`;

export function implementationsFile(options: FlowOptions): string {
  const { names: n, route } = options;
  const machine = `import { ${n.camel}Machine, type ${n.pascal}Values } from '../../../machines/${n.kebab}.ts';`;
  if (route) {
    return `import { fromPromise, type ActorRefFrom } from 'xstate';
${machine}
import type { ${n.pascal}Api } from '../../api/${n.kebab}.ts';

/** The ${n.camel} machine with the real call: ${route.method} ${route.path.slice(1)}. */
export function provide${n.pascal}(api: ${n.pascal}Api) {
  return ${n.camel}Machine.provide({
    actors: { send${n.pascal}: fromPromise<unknown, ${n.pascal}Values>(({ input }) => api.send(input)) },
  });
}

export type ${n.pascal}Actor = ActorRefFrom<typeof ${n.camel}Machine>;
`;
  }
  return `import { fromPromise, type ActorRefFrom } from 'xstate';
${machine}

/** The ${n.camel} machine with the call its host gives (an API client's method). */
export function provide${n.pascal}(send: (values: ${n.pascal}Values) => Promise<unknown>) {
  return ${n.camel}Machine.provide({
    actors: { send${n.pascal}: fromPromise<unknown, ${n.pascal}Values>(({ input }) => send(input)) },
  });
}

export type ${n.pascal}Actor = ActorRefFrom<typeof ${n.camel}Machine>;
`;
}

export function formSchemaFile(options: FlowOptions): string {
  const { names: n, route } = options;
  const limit = limitName(options);
  const source = route
    ? `import { ${limit} } from '../../api/contract/${n.kebab}.ts';\n`
    : `\n/** The note's length at most. */\nexport const ${limit} = 200;\n`;
  return `import { z } from 'zod';
import { boundedText } from '../../lib/field-schemas.ts';
${source}
/** The ${n.words}'s form. */
export const ${n.camel}Schema = () => z.object({ ${FIELD}: boundedText(${limit}) });
`;
}

const FORM_IMPORTS = (options: FlowOptions) => {
  const { names: n, route } = options;
  return [
    `import { useMemo } from 'react';`,
    `import { getFormProps } from '@conform-to/react';`,
    `import { Trans, useLingui } from '@lingui/react/macro';`,
    ...(route ? [`import { useApi } from '../../api/use-api.ts';`, `import { ${n.camel}Api } from '../../api/${n.kebab}.ts';`] : []),
    ...(options.dialog ? [] : [`import { paths } from '../../lib/paths.ts';`]),
    `import { useNotifications } from '../../lib/notify-context.ts';`,
    `import { useActorSelector } from '../../lib/use-actor-selector.ts';`,
    `import { useFlowActor } from '../../lib/use-flow-actor.ts';`,
    ...(options.dialog ? [] : [`import { useFlowPage } from '../../lib/use-flow-page.ts';`]),
  ];
};

/** The lines that start the flow's actor, in its host (a page follows the flow's last page). */
const hostLines = ({ names: n, route, dialog }: FlowOptions) =>
  `${route ? `  const api = useApi(${n.camel}Api);\n  const machine = useMemo(() => provide${n.pascal}(api), [api]);` : `  const machine = useMemo(() => provide${n.pascal}(send), [send]);`}
  const actor = useFlowActor(machine);
  useNotifications(actor);${dialog ? '' : `\n  useFlowPage(actor, { myAccount: paths.myAccount });`}`;

const sendProp = (options: FlowOptions) => (options.route ? '' : `{ send }: { send: (values: ${options.names.pascal}Values) => Promise<unknown> }`);
const limitImport = (options: FlowOptions) =>
  options.route ? `import { ${limitName(options)} } from '../../api/contract/${options.names.kebab}.ts';\n` : `import { ${limitName(options)} } from './${options.names.kebab}-form-schema.ts';\n`;
const valuesImport = (options: FlowOptions) =>
  options.route ? '' : `import type { ${options.names.pascal}Values } from '../../../machines/${options.names.kebab}.ts';\n`;

const formFields = (limit: string) => `      <FormProblems problems={problems} />
      <TextField meta={fields.${FIELD}} label={t\`Note\`} autoComplete="off" maxLength={${limit}} required />`;

export function pageFile(options: FlowOptions): string {
  const { names: n } = options;
  const limit = limitName(options);
  return `${FORM_IMPORTS(options).join('\n')}
import { FormProblems, SubmitButton, TextField } from '../../ui/forms/form-field.tsx';
import { useValidatedForm } from '../../ui/forms/use-validated-form.ts';
${limitImport(options)}${valuesImport(options)}import { ${n.camel}Schema } from './${n.kebab}-form-schema.ts';
import { provide${n.pascal} } from './${n.kebab}-implementations.ts';

const NO_DEFAULTS = {};

/** The ${n.words}'s page: the ${n.camel} flow's form. */
export function ${n.pascal}Page(${sendProp(options)}) {
  const { t } = useLingui();
${hostLines(options)}
${formLines(n, `'${n.kebab}'`)}
  return (
    <main className="page">
      <h1 className="page__title" tabIndex={-1}>
        <Trans>${n.title}</Trans>
      </h1>
      <form {...getFormProps(form)} className="form" noValidate>
${formFields(limit)}
        <SubmitButton submitting={sending} busyLabel={t\`Sending…\`}>
          <Trans>Send</Trans>
        </SubmitButton>
      </form>
    </main>
  );
}
`;
}

/** The view's form over the flow: sending while the flow loads, the server's field errors, SUBMIT with the values. */
const formLines = (n: FlowNames, id: string) => `  const sending = useActorSelector(actor, (s) => s.hasTag('loading'));
  const fieldErrors = useActorSelector(actor, (s) => s.context.fieldErrors);
  const { form, fields, problems } = useValidatedForm({
    id: ${id},
    defaultValue: NO_DEFAULTS,
    fieldErrors,
    schema: ${n.camel}Schema,
    submitting: sending,
    onValid: (values) => actor.send({ type: 'SUBMIT', values }),
  });`;

export function dialogFile(options: FlowOptions): string {
  const { names: n } = options;
  const limit = limitName(options);
  return `${FORM_IMPORTS(options).join('\n')}
import { BusyButton } from '../../ui/busy-button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { FormProblems, TextField } from '../../ui/forms/form-field.tsx';
import { useValidatedForm } from '../../ui/forms/use-validated-form.ts';
${limitImport(options)}${valuesImport(options)}import { ${n.camel}Schema } from './${n.kebab}-form-schema.ts';
import { provide${n.pascal}, type ${n.pascal}Actor } from './${n.kebab}-implementations.ts';

const FORM_ID = '${n.kebab}';
const NO_DEFAULTS = {};

/** The button that opens the ${n.words}'s dialog, and the ${n.camel} flow behind it. */
export function ${n.pascal}Button(${sendProp(options)}) {
${hostLines(options)}
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'OPEN' })}>
        <Trans>${n.title}</Trans>
      </button>
      <${n.pascal}Dialog actor={actor} />
    </>
  );
}

function ${n.pascal}Dialog({ actor }: { actor: ${n.pascal}Actor }) {
  const { t } = useLingui();
  const open = useActorSelector(actor, (s) => s.hasTag('open'));
${formLines(n, 'FORM_ID')}
  return (
    <Modal
      dialogId="${n.kebab}"
      open={open}
      onOpenChange={(opened) => {
        if (!opened && !sending) actor.send({ type: 'CANCEL' });
      }}
      title={t\`${n.title}\`}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'CANCEL' })} disabled={sending}>
            <Trans>Cancel</Trans>
          </button>
          <BusyButton type="submit" form={FORM_ID} className="button button--primary" busy={sending} busyLabel={t\`Sending…\`}>
            <Trans>Send</Trans>
          </BusyButton>
        </>
      }
    >
      <form {...getFormProps(form)} className="form" noValidate>
${formFields(limit).replace(/^ {6}/gm, '        ')}
      </form>
    </Modal>
  );
}
`;
}


/** The flow's screens for the flow atlas: the form typed, then (with a route) on its way, held. */
export function atlasDriverFile(options: FlowOptions): string {
  const { names: n, route, dialog, on } = options;
  const held = route
    ? `
  const sending = await holdRequests(page, '${route.path}', '${route.method}');
  await form.getByRole('button', { name: 'Send' }).click();
  await sending.arrived;
  await expect(form.getByRole('button', { name: 'Sending…' })).toBeVisible();
  await capture('sending');
  await sending.cut();
`
    : '';
  return `// The ${n.camel} flow's screens for the flow atlas (e2e/atlas-screens/support/screen-driver.ts):
// the form typed${route ? ', then on its way (held: it never reaches the server)' : ''}.
import { ${route ? 'expect, ' : ''}test } from '@playwright/test';
import { DEMO_STATE } from '../support/demo-state.ts';
${route ? `import { holdRequests } from './support/held-requests.ts';\n` : ''}import { driveScreens } from './support/screen-driver.ts';

test.use({ storageState: DEMO_STATE.en });

driveScreens('${n.camel}', async ({ page, capture }) => {
  await page.goto('${on}');
${dialog ? `  await page.getByRole('button', { name: '${n.title}' }).click();\n  const form = page.locator('[data-dialog="${n.kebab}"]');` : `  const form = page.getByRole('main');`}
  await form.getByRole('textbox', { name: 'Note' }).fill('Una nota');
  await capture('editing');
${held}});
`;
}
