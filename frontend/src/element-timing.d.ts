import 'react';

// Element Timing (https://w3c.github.io/element-timing/): the browser reports when an element
// marked with this attribute first paints. React passes it through; its types do not list it yet.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merging needs React's own type parameter
  interface HTMLAttributes<T> {
    elementtiming?: string;
  }
}
