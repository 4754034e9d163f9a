import { useEffect, type RefObject } from 'react';

/** What each editor is, for a screen reader: CodeMirror's input has no label of its own. */
function editorLabel(textarea: HTMLTextAreaElement): string {
  if (textarea.closest('.graphiql-query-editor')) return 'Query';
  if (textarea.closest('.result-window')) return 'Response';
  const tool = textarea.closest('.graphiql-editor-tool');
  if (!tool) return 'Editor';
  // The tool section holds the variables editor, then the headers editor.
  const editors = [...tool.querySelectorAll('.graphiql-editor')];
  return editors.findIndex((editor) => editor.contains(textarea)) === 0 ? 'Variables' : 'Headers';
}

/**
 * GraphiQL's tab is a list item with role="tab" holding two buttons (select, close): a control
 * inside a control. The select button becomes the tab (it already has the id the panel is
 * labelled by) and the item a plain wrapper; React keeps setting aria-selected on the item. A tab
 * list may hold only tabs, so the close button is left to the mouse: the example tabs can stay.
 */
function fixTab(item: Element) {
  const button = item.querySelector('.graphiql-tab-button');
  if (!button) return;
  button.setAttribute('role', 'tab');
  button.setAttribute('aria-selected', item.getAttribute('aria-selected') ?? 'false');
  item.setAttribute('role', 'presentation');
  item.removeAttribute('aria-selected');
  const close = item.querySelector('.graphiql-tab-close');
  close?.setAttribute('aria-hidden', 'true');
  close?.setAttribute('tabindex', '-1');
}

function repair(root: HTMLElement) {
  for (const textarea of root.querySelectorAll<HTMLTextAreaElement>('.CodeMirror textarea:not([aria-label])')) {
    textarea.setAttribute('aria-label', editorLabel(textarea));
  }
  // A long query or answer scrolls: the region takes focus, so the keyboard can scroll it too.
  // CodeMirror takes the region out of the tab order itself (tabindex -1).
  for (const region of root.querySelectorAll('.CodeMirror-scroll:not([tabindex="0"])')) region.setAttribute('tabindex', '0');
  for (const item of root.querySelectorAll('.graphiql-tab[role="tab"], .graphiql-tab[aria-selected]')) fixTab(item);
}

/**
 * Mends what axe finds in GraphiQL's own markup (unlabelled editors, nested controls in its tabs,
 * scroll regions the keyboard cannot reach), as GraphiQL renders and re-renders.
 */
export function useAccessibleGraphiQL(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    repair(root);
    const observer = new MutationObserver(() => repair(root));
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-selected', 'role'] });
    return () => observer.disconnect();
  }, [container]);
}
