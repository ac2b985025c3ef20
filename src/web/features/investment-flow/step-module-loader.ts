// The per-step modules of src/shared, a step's form descriptor (forms/{slug}.form.ts, exporting `{slug}Form`) and its
// yup schema (schemas/{slug}.schema.ts, `{slug}Schema`), named after the step's slug (one slug everywhere), each
// loaded on demand and once per page load: a step page downloads its own, not the forty others.
import { stepMeta } from '../../../../machines/step-meta';
import type { FormStepId } from '../../../shared/domain/steps';
import { type LoadedOnce, loadedOnce } from './loaded-once';

/** The modules of a folder as `import.meta.glob` lists them: path → download. */
export type StepModules = Record<string, () => Promise<unknown>>;

export type StepModuleKind = 'form' | 'schema';

const camelCase = (slug: string): string => slug.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

const exportName = (slug: string, kind: StepModuleKind): string =>
  `${camelCase(slug)}${kind === 'form' ? 'Form' : 'Schema'}`;

export const stepModuleLoader = <T>(modules: StepModules, kind: StepModuleKind): LoadedOnce<FormStepId, T> =>
  loadedOnce(async (step: FormStepId) => {
    const { slug } = stepMeta(step);
    const download = Object.entries(modules).find(([path]) => path.endsWith(`/${slug}.${kind}.ts`))?.[1];
    if (!download) throw new Error(`The step ${step} has no ${kind} file (${slug}.${kind}.ts)`);
    const module = (await download()) as Record<string, unknown>;
    const value = module[exportName(slug, kind)];
    if (value === undefined) throw new Error(`${slug}.${kind}.ts does not export ${exportName(slug, kind)}`);
    return value as T;
  });
