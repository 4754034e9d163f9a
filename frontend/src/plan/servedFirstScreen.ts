import { PLAN_FIRST_SCREEN_ELEMENT_ID, type PlanFirstScreen } from '@warmwise/common';
import { createContext, useContext } from 'react';

/**
 * The first screen the build renders the plan page's template with (placeholders the server fills
 * in): given by the build's render, never in the browser.
 */
const TemplateFirstScreen = createContext<PlanFirstScreen | null>(null);
export const TemplateFirstScreenProvider = TemplateFirstScreen.Provider;

/**
 * The plan's first screen the server wrote into a reloaded page (heading and figures, and the
 * same in a data block: docs/architecture.md, "The plan's first screen from the server"), so the
 * app draws exactly what is painted while it reads the rest of the plan. Null when the page came
 * without one, and once the app has shown a plan it read itself.
 */
export function useServedFirstScreen(): PlanFirstScreen | null {
  return useContext(TemplateFirstScreen) ?? fromPage();
}

/** The app has read the plan: the page's figures are behind it from now on. */
export function spendServedFirstScreen(): void {
  document.getElementById(PLAN_FIRST_SCREEN_ELEMENT_ID)?.remove();
}

/** The data block last read, so each render does not parse it again. */
let lastRead: { element: HTMLElement | null; firstScreen: PlanFirstScreen | null } | undefined;

function fromPage(): PlanFirstScreen | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(PLAN_FIRST_SCREEN_ELEMENT_ID);
  if (lastRead?.element !== element) lastRead = { element, firstScreen: parsed(element?.textContent) };
  return lastRead.firstScreen;
}

function parsed(text: string | null | undefined): PlanFirstScreen | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isFirstScreen(value) ? value : null;
  } catch {
    return null;
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';

function isFirstScreen(value: unknown): value is PlanFirstScreen {
  const { propertyId, address, figures } = (value ?? {}) as Partial<Record<keyof PlanFirstScreen, unknown>>;
  if (!isText(propertyId) || !isText(address) || typeof figures !== 'object' || figures === null) return false;
  const { savings, rating, valueIncrease, co2 } = figures as Record<string, unknown>;
  return [savings, rating, valueIncrease, co2].every(isText);
}
