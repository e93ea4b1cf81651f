// ESLint rule: in a front end, a feature (src/features/<name>/) imports another feature only through
// that feature's public index (src/features/<other>/index.ts), never a file inside it. A small local
// rule rather than eslint-plugin-boundaries: it needs the import resolved against the importing file
// (which core no-restricted-imports cannot do: '../api/x' may stay inside the feature or leave it,
// depending on where the file sits), and that is a path join, not a resolver and a plugin's settings.
import path from 'node:path';

const FEATURE_FILE = /^(.*[\\/]src[\\/]features[\\/])([^\\/]+)[\\/]/;

/** @type {import('eslint').Rule.RuleModule} */
export const featurePublicIndex = {
  meta: {
    type: 'problem',
    docs: { description: "Features import each other only through a feature's public index (src/features/<name>/index.ts)." },
    schema: [],
    messages: {
      deep: "Import the {{feature}} feature through its public index ('{{index}}'), not '{{spec}}': export what is needed from features/{{feature}}/index.ts.",
    },
  },
  create(context) {
    const match = FEATURE_FILE.exec(context.filename);
    if (!match) return {};
    const [, featuresDir, ownFeature] = match;
    /** @param {{ source?: import('estree').Node | null }} node */
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source.value);
      const inside = path.relative(featuresDir, target);
      if (inside.startsWith('..') || path.isAbsolute(inside)) return;
      const [feature, ...rest] = inside.split(path.sep);
      if (feature === ownFeature || rest.length === 0 || (rest.length === 1 && rest[0] === 'index')) return;
      const index = path.relative(path.dirname(context.filename), path.join(featuresDir, feature)).split(path.sep).join('/');
      context.report({ node: source, messageId: 'deep', data: { feature, index, spec: source.value } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
