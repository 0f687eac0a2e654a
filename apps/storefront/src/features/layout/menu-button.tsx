'use client';

import { Menu as MenuIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { buttonClass } from '@/features/primitives/button-class';
import { useSessionHint } from '@/features/session/use-session-hint';
import styles from './navbar.module.css';

const loadMenu = () => import('./mobile-menu-island');
const MobileMenuIsland = lazy(loadMenu);

/**
 * The phone menu's button. The menu itself is Chakra's drawer, which most visits never open: it is
 * loaded on the first click (or Enter), fetched ahead when the pointer or focus reaches the button,
 * and then replaces this button with its own trigger, open (ADR 0017). This button stays, focused,
 * until the drawer is there.
 */
export function MenuButton() {
  const t = useTranslations('nav');
  const fan = useSessionHint();
  const [wanted, setWanted] = useState(false);
  const [ready, setReady] = useState(false);
  return (
    <>
      {!ready && (
        <button
          type="button"
          aria-label={t('openMenu')}
          aria-haspopup="dialog"
          aria-expanded={false}
          className={buttonClass({ variant: 'ghost', size: 'md', icon: true, className: styles.menuButton })}
          onPointerEnter={() => void loadMenu()}
          onFocus={() => void loadMenu()}
          onClick={() => setWanted(true)}
        >
          <MenuIcon aria-hidden="true" />
        </button>
      )}
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuIsland loggedIn={Boolean(fan)} onReady={() => setReady(true)} />
        </Suspense>
      )}
    </>
  );
}
