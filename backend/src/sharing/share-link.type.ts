import { Field, ObjectType } from 'type-graphql';
import { PlanFiguresView, Recommendation } from '../plans/index.js';
import { HomeDetails } from '../properties/index.js';

@ObjectType('ShareLink', { description: "A read-only link to one of the visitor's plans; the same link is returned while it is active" })
export class ShareLinkView {
  @Field(() => String, { description: 'At least 128 random bits, URL-safe; the last part of the url' })
  token: string;

  @Field(() => String, { description: 'The page anyone with the link can open: /plan/{token}' })
  url: string;

  @Field(() => Date)
  createdAt: Date;
}

@ObjectType('SharedEnergyPlan', { description: 'A plan opened through a share link: its figures, without the ids its owner acts on', implements: PlanFiguresView })
export class SharedEnergyPlanView extends PlanFiguresView {}

@ObjectType('SharedHome', { description: 'The home of a shared plan: no owner, e-mail, contact choices or ids', implements: HomeDetails })
export class SharedHomeView extends HomeDetails {}

@ObjectType('SharedPlan', { description: 'A plan as it is now, opened through its share link' })
export class SharedPlanView {
  @Field(() => SharedEnergyPlanView)
  energyPlan: SharedEnergyPlanView;

  @Field(() => [Recommendation], { description: 'Every measure of the plan in plan order (as energyPlan.recommendations.all)' })
  recommendations: Recommendation[];

  @Field(() => SharedHomeView)
  property: SharedHomeView;

  @Field(() => Date, { description: 'When the owner made the link' })
  sharedAt: Date;
}
