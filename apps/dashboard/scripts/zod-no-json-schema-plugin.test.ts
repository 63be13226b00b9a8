import { stubModule } from './zod-no-json-schema-plugin';

describe("zod's JSON Schema conversion left out of the build", () => {
  const original = [
    'export function aggregateChecks(schema) {}',
    'export const stringProcessor = (schema, ctx) => {};',
    'export const createToJSONSchemaMethod = (schema) => (params) => {};',
    'function helper() {}',
  ].join('\n');
  // The stub is an ES module: run it as a function body to read what it exports.
  const load = (code: string) => {
    const exported: Record<string, unknown> = {};
    const body = code
      .replace(/^export \{ (\w+) \} from .*$/gm, 'exported.$1 = "kept";')
      .replace(/^export const (\w+) =/gm, 'exported.$1 =');
    new Function('exported', body)(exported);
    return exported as Record<string, (...args: unknown[]) => unknown>;
  };

  it('keeps aggregateChecks from the real module and stubs every other export', () => {
    const stub = stubModule('/zod/v4/core/json-schema-processors.js', original);
    expect(stub).toContain(
      'export { aggregateChecks } from "/zod/v4/core/json-schema-processors.js";',
    );
    const exported = load(stub);
    expect(Object.keys(exported).sort()).toEqual([
      'aggregateChecks',
      'createToJSONSchemaMethod',
      'stringProcessor',
    ]);
    expect(() => exported.stringProcessor()).toThrow(/left out of the app's build/);
  });

  it('lets a schema hand out its method and throws only when it is called', () => {
    const method = load(stubModule('/p.js', original)).createToJSONSchemaMethod() as () => void;
    expect(() => method()).toThrow(/JSON Schema conversion/);
  });
});
