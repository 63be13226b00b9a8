// How a feature's name becomes its identifiers. The templates are a working feature named
// "things" (one record: a "thing"); generating renames every one of those words, in code, text and
// file names, with its case kept: things → tasks, Thing → Task, ThingListPage → TaskListPage.

export interface FeatureNames {
  /** The app's id: one lowercase word, plural (its namespace, package, domain and path). */
  name: string;
  /** What one record is called: the singular (its type, its hooks, its pages). */
  record: string;
}

/** The words the templates are written with. */
export const templateNames: FeatureNames = { name: 'things', record: 'thing' };

const word = /^[a-z]{3,30}$/;

/** The singular an English plural most often has: tasks → task, entries → entry. */
export function singularOf(plural: string): string {
  if (plural.endsWith('ies')) return `${plural.slice(0, -3)}y`;
  if (/(ss|x|ch|sh)es$/.test(plural)) return plural.slice(0, -2);
  if (plural.endsWith('s') && !plural.endsWith('ss')) return plural.slice(0, -1);
  return plural;
}

/** Why a name cannot be used, or null. */
export function nameProblem(name: string): string | null {
  if (!word.test(name)) return 'use one lowercase word of 3 to 30 letters, e.g. "tasks"';
  return null;
}

/** Why a record name cannot go with this app name, or null. */
export function recordProblem(name: string, record: string): string | null {
  if (!word.test(record)) return 'use one lowercase word of 3 to 30 letters, e.g. "task"';
  if (record === name) {
    return `"${name}" reads the same for one and many: give the record's own name too (pnpm gen feature ${name} <record>)`;
  }
  return null;
}

/**
 * The names of a feature from the generator's answers: an empty record takes the name's
 * singular. Throws when either cannot be used.
 */
export function featureNames(answers: { name: string; record?: string }): FeatureNames {
  const { name } = answers;
  const record = answers.record || singularOf(name);
  const problem = nameProblem(name) ?? recordProblem(name, record);
  if (problem) throw new Error(problem);
  return { name, record };
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Rewrites a template's text (or path) for a feature: every "things", "Things", "thing" and
 * "Thing" in it. A lowercase word counts only where a word starts ("nothing" stays).
 */
export function renamer({ name, record }: FeatureNames): (text: string) => string {
  const replacements: Record<string, string> = {
    [templateNames.name]: name,
    [capitalized(templateNames.name)]: capitalized(name),
    [templateNames.record]: record,
    [capitalized(templateNames.record)]: capitalized(record),
  };
  const pattern = /(?<![a-z])things?|Things?/g;
  return (text) => text.replace(pattern, (found) => replacements[found] ?? found);
}
