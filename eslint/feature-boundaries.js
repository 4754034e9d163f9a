import path from 'node:path';

/**
 * A feature reaches another only through what that feature publishes: its index.ts, or its service
 * (index.js and *.service.js at the top of its folder). Its presenters, helpers, GraphQL types and
 * sub-folders are its own business, so they can change without breaking another feature.
 *
 * The rule resolves each relative import against the importing file, because only the resolved path
 * says whether `../measures/x.js` leaves the feature (from `energy-model/plan/` it does not). Files
 * within one feature import each other freely; platform folders may be imported whole. Entity files
 * are left to the entity rule (type-only outside the entity registries), and `import type` counts
 * like any other import: a feature publishes its types in its index.ts too.
 *
 * Options: `sourceRoot`, the folder whose sub-folders are classified; `features` and `platform`, the
 * classification. A sub-folder in neither list is reported, so a new one is classified on purpose.
 */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: {
          sourceRoot: { type: 'string' },
          features: { type: 'array', items: { type: 'string' } },
          platform: { type: 'array', items: { type: 'string' } },
        },
        required: ['sourceRoot', 'features', 'platform'],
        additionalProperties: false,
      },
    ],
    messages: {
      internal: "'{{source}}' is inside the {{feature}} feature: import what its index.ts publishes, or its service.",
      unclassified: "backend/src/{{folder}} is neither a feature nor platform: classify it in eslint.config.js.",
    },
  },
  create(context) {
    const { sourceRoot, features, platform } = context.options[0];
    const classified = new Set([...features, ...platform]);
    const importer = path.relative(sourceRoot, context.filename).split(path.sep);

    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.relative(sourceRoot, path.resolve(path.dirname(context.filename), source)).split(path.sep);
      const [folder, ...inside] = target;
      // Outside the source root, at its top (app.ts) or within the importer's own folder: not a crossing.
      if (folder === '..' || inside.length === 0 || folder === importer[0]) return;
      if (!classified.has(folder)) {
        context.report({ node, messageId: 'unclassified', data: { folder } });
        return;
      }
      if (!features.includes(folder)) return;
      const file = inside.at(-1);
      const published = inside.length === 1 && (file === 'index.js' || file.endsWith('.service.js'));
      if (published || file.endsWith('.entity.js')) return;
      context.report({ node, messageId: 'internal', data: { source, feature: folder } });
    };

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : undefined),
    };
  },
};
