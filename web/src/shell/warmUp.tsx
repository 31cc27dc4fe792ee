import { App as AntApp, Avatar, Badge, Breadcrumb, Button, Card, Layout } from 'antd';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from './ThemeProvider.tsx';

/**
 * The console's first render rehearsed off screen, while the sign-in waits for the server: the theme's tokens
 * derived (antd keeps them in a cache shared by every tree with the same theme) and the first screen's antd parts
 * (the layout, breadcrumb, badges, avatar and cards) run once, so their code is compiled and their tokens are kept.
 * On a slow PC these were a good part of the console's first render after the answer. Returns the release, called
 * once the console holds the same cache entries.
 */
export function warmUp(): () => void {
  const root = createRoot(document.createElement('div'));
  flushSync(() =>
    root.render(
      <ThemeProvider>
        <AntApp>
          <Layout>
            <Breadcrumb items={[{ title: '-' }]} />
            <Badge count={1} size="small">
              <Button>-</Button>
            </Badge>
            <Avatar size="small" />
            <Card size="small" title="-">
              -
            </Card>
          </Layout>
        </AntApp>
      </ThemeProvider>,
    ),
  );
  return () => root.unmount();
}
