import { createSystem, defaultBaseConfig, defineConfig, defineSlotRecipe, type RecipeDefinition, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  pinInputSlotRecipe,
  progressSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import { printCss } from './printStyles';

// Chakra dims toast descriptions to 80%: on the coloured toasts that falls below the 4.5:1
// contrast WCAG AA asks for, so they show at full strength like the title.
const toastRecipe = defineSlotRecipe({
  ...toastSlotRecipe,
  base: { ...toastSlotRecipe.base, description: { ...toastSlotRecipe.base?.description, opacity: '1' } },
});

// Chakra lightens a solid button on hover (its colour at 90% over the page): white text on the
// lightened brand teal falls to 4.48:1, under WCAG AA's 4.5:1. Darkening on hover keeps every
// palette's hover state at least as legible as its resting one.
const SOLID_HOVER_BG = 'color-mix(in srgb, var(--chakra-colors-color-palette-solid) 85%, black)';
const { variant, ...otherVariants } = buttonRecipe.variants ?? {};
const buttonWithDarkerHover: RecipeDefinition = {
  ...buttonRecipe,
  variants: {
    ...otherVariants,
    variant: {
      ...variant,
      solid: { ...variant?.solid, _hover: { bg: SOLID_HOVER_BG }, _expanded: { bg: SOLID_HOVER_BG } },
    },
  },
};

/*
 * Chakra's default theme minus the recipes of components the app never renders: the full set is
 * the largest part of the library's download. A component whose recipe is missing renders
 * unstyled, so `system.test.ts` checks every Chakra component the app imports has its recipe here.
 */
const themeSlice = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonWithDarkerHover,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      pinInput: pinInputSlotRecipe,
      progress: progressSlotRecipe,
      stat: statSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

/** WCAG's enhanced target size, below Chakra's `md` breakpoint (768 px). */
const MIN_TAP_TARGET = '44px';
const TAP_TARGETS = 'button, [role="button"], [role="tab"], select, input:not([type="checkbox"], [type="radio"], [type="hidden"])';

/**
 * The Warmwise palette: a deep teal for trust and an amber accent for warmth. `brand` is a full
 * palette so any component takes `colorPalette="brand"`.
 */
const brandConfig = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
    // A short page and a long one keep the same width where scrollbars take room, so nothing centred moves.
    html: { scrollbarGutter: 'stable' },
    body: { minHeight: '100dvh' },
    // A finger needs 44 px: on a phone every button and field is at least that tall (a plain
    // button in a sentence, "Turn off e-mailed links", was 22 px; fields were 40 px). The recipes
    // set heights, never a minimum, so this holds whatever their size.
    [TAP_TARGETS]: { mdDown: { minHeight: MIN_TAP_TARGET } },
    ...printCss,
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        body: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
      colors: {
        brand: {
          50: { value: '#f0fdfa' },
          100: { value: '#ccfbf1' },
          200: { value: '#99f6e4' },
          300: { value: '#5eead4' },
          400: { value: '#2dd4bf' },
          500: { value: '#14b8a6' },
          600: { value: '#0d9488' },
          700: { value: '#0f766e' },
          800: { value: '#115e59' },
          900: { value: '#134e4a' },
          950: { value: '#042f2e' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.800}', _dark: '{colors.brand.200}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.600}' },
        },
        // Chakra's red.500 is 3.8:1 on white, under the 4.5:1 WCAG AA asks of a field's small
        // error text; red.700 is 8.6:1.
        fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
      },
    },
  },
});

let created: SystemContext | undefined;

/**
 * The app's Chakra system, built on first use. Building it (every token, CSS variable and
 * condition) is the heaviest single step of start-up: made here rather than when the scripts
 * load, `main.tsx` can run it in a browser task of its own.
 */
export function appSystem(): SystemContext {
  created ??= createSystem(defaultBaseConfig, themeSlice, brandConfig);
  return created;
}
