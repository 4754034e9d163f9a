import type { IconType } from 'react-icons';
import { LuCircleCheck, LuCircleX, LuClock, LuHeater } from 'react-icons/lu';
import type { HeatPumpReadiness } from '../../gql/graphql';

interface VerdictLook {
  /** Each kind has its own shape as well as its own colour: the colour is never the only sign. */
  icon: IconType;
  palette: 'green' | 'blue' | 'orange' | 'red';
}

/** How each kind of verdict looks beside its headline. */
export const VERDICT_LOOKS: Record<HeatPumpReadiness, VerdictLook> = {
  READY_NOW: { icon: LuCircleCheck, palette: 'green' },
  READY_AFTER_STEP: { icon: LuClock, palette: 'blue' },
  LARGER_RADIATORS: { icon: LuHeater, palette: 'orange' },
  NOT_ADVISED: { icon: LuCircleX, palette: 'red' },
};
