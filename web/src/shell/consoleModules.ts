import { useEffect, useState, type ComponentType } from 'react';
import { currentLanguage, messagesReady } from '../i18n/index.ts';
import type { Language } from '../i18n/languages.ts';
import { loadAntdLocale } from '../i18n/locales.ts';

/** The code of the first signed-in screen; the home page comes in the same download. */
export interface ConsoleModules {
  ConsoleRoot: ComponentType;
  Layout: ComponentType;
}

interface State {
  modules: ConsoleModules | null;
  error: unknown;
}

let state: State = { modules: null, error: null };
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

const setState = (next: State) => {
  state = next;
  listeners.forEach((listener) => listener());
};

/** Everything the first signed-in screen needs, requested at once; a failure is kept for the render to report, and a later call tries again. */
function load(language: Language): Promise<void> {
  loading ??= Promise.all([
    import('./ConsoleRoot.tsx'),
    import('./layout/Layout.tsx'),
    loadAntdLocale(language),
    messagesReady(),
  ]).then(
    ([root, layout]) => setState({ modules: { ConsoleRoot: root.default, Layout: layout.default }, error: null }),
    (error: unknown) => {
      loading = null;
      setState({ modules: null, error });
    },
  );
  return loading;
}

/**
 * Requests the console's code (antd and the console root, the layout, the home
 * page, the antd locale; and waits for the language's full messages) at once, instead of each when the one before it
 * renders. Called on submitting the sign-in, alongside the request, and at
 * start when a token is there already.
 */
export function preloadConsole(language: Language): void {
  void load(language);
}

/**
 * The console's modules once loaded, else null (loading them): the caller shows
 * the skeleton meanwhile. Deliberately not Suspense: React holds back content
 * that replaces a Suspense fallback until 300 ms after the fallback appeared,
 * which would keep the skeleton up that long after everything is there. Nor
 * a transition: one rendered the console in slices among the other work of a
 * slow PC's first seconds, and waited for every lazy part it met. The home
 * page comes with these modules; another first page shows the progress bar
 * until its code is there.
 */
export function useConsoleModules(): ConsoleModules | null {
  const [current, setCurrent] = useState(state);
  useEffect(() => {
    const update = () => setCurrent(state);
    listeners.add(update);
    update();
    if (!state.modules) void load(currentLanguage());
    return () => {
      listeners.delete(update);
    };
  }, []);
  if (current.error) throw current.error;
  return current.modules;
}
