import { after, describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
RuleTester.afterAll = after;

const sourceRoot = '/repo/backend/src';
const options = [{ sourceRoot, features: ['plans', 'properties', 'energy-model'], platform: ['errors'] }];
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module' } });
const from = (file, code) => ({ code, filename: `${sourceRoot}/${file}`, options });
const crossing = (file, code) => ({ ...from(file, code), errors: [{ messageId: 'internal' }] });

tester.run('feature-boundaries', featureBoundaries, {
  valid: [
    from('plans/energy-plan.service.ts', "import { Property } from '../properties/index.js';"),
    from('plans/energy-plan.service.ts', "import { PropertyService } from '../properties/property.service.js';"),
    // Entities are the entity rule's business.
    from('plans/energy-plan.entity.ts', "import { Property } from '../properties/property.entity.js';"),
    // Platform folders are open to all, whole.
    from('plans/energy-plan.service.ts', "import { notFound } from '../errors/domain-error.js';"),
    // Within one feature, however deep: energy-model/plan reaching energy-model/measures.
    from('energy-model/plan/build-plan.ts', "import { MEASURES } from '../measures/catalogue.js';"),
    // Top-level files of the source root and packages are not features.
    from('plans/energy-plan.routes.ts', "import { app } from '../app.js'; import { Router } from 'express';"),
  ],
  invalid: [
    crossing('sharing/share-link.presenter.ts', "import { presentPlanFigures } from '../plans/energy-plan.presenter.js';"),
    crossing('plans/energy-plan.service.ts', "import type { EnergyPlanView } from '../plans/../properties/property.type.js';"),
    // A published name deeper in the folder is still internal: only the top-level index and services count.
    crossing('plans/home-profile.mapper.ts', "import { x } from '../energy-model/plan/index.js';"),
    crossing('plans/x.ts', "export { x } from '../properties/helper.js';"),
    crossing('plans/x.ts', "export * from '../properties/helper.js';"),
    crossing('plans/x.ts', "const helper = () => import('../properties/helper.js');"),
    { ...from('plans/x.ts', "import { y } from '../brand-new/y.js';"), errors: [{ messageId: 'unclassified' }] },
  ],
});
