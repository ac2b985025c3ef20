// Once per run of the API project: the migrated databases every test file copies (migrated-templates.ts).
import { prepareMigratedTemplates } from './migrated-templates';

export default async function setup(): Promise<() => Promise<void>> {
  return prepareMigratedTemplates();
}
