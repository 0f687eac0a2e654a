'use client';

import { useServerInsertedHTML } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { createStyleRegistry, UiProvider } from '@stadio/ui';

/**
 * Chakra for the part of a page that renders Chakra components: the (shop) pages, the seat
 * selection island, the cart popover and the phone menu (ADR 0017). Emotion's styles of the server
 * render go out as server-inserted HTML, outside React's tree, so that loading Chakra with the
 * island does not break hydration (see `createStyleRegistry`).
 */
export function ChakraRoot({ children }: { children: ReactNode }) {
  const [registry] = useState(createStyleRegistry);
  useServerInsertedHTML(() => {
    const groups = registry.flush();
    if (groups.length === 0) return null;
    return groups.map((group) => (
      <style
        key={`${group.key} ${group.names.join(' ')}`}
        data-emotion={`${group.key} ${group.names.join(' ')}`}
        dangerouslySetInnerHTML={{ __html: group.css }}
      />
    ));
  });
  return <UiProvider cache={registry.cache}>{children}</UiProvider>;
}
