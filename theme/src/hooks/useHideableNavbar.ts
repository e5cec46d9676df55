/**
 * `navbar.hideOnScroll`: hides the navbar when scrolling down, shows it when scrolling up
 * (unless at the very bottom) or near the top. Following a hash link hides it once without
 * the resulting scroll showing it again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

export interface HideableNavbar {
  navbarRef: (element: HTMLElement | null) => void;
  isNavbarVisible: boolean;
}

export function useHideableNavbar(hideOnScroll: boolean): HideableNavbar {
  const [isNavbarVisible, setVisible] = useState(true);
  const navbarHeight = useRef(0);
  const lastScrollTop = useRef(0);
  const anchorScroll = useRef(false);
  const location = useLocation();

  const navbarRef = useCallback((element: HTMLElement | null) => {
    if (element) {
      navbarHeight.current = element.clientHeight;
    }
  }, []);

  useEffect(() => {
    if (!hideOnScroll) {
      return undefined;
    }
    const onScroll = () => {
      const scrollTop = window.scrollY;
      const previous = lastScrollTop.current;
      lastScrollTop.current = scrollTop;
      if (scrollTop < navbarHeight.current) {
        setVisible(true);
        return;
      }
      if (anchorScroll.current) {
        anchorScroll.current = false;
        return;
      }
      if (scrollTop >= previous) {
        setVisible(false);
      } else if (scrollTop + window.innerHeight < document.documentElement.scrollHeight - navbarHeight.current) {
        setVisible(true);
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [hideOnScroll]);

  useEffect(() => {
    if (!hideOnScroll) {
      return;
    }
    const id = location.hash.replace(/^#/, '');
    if (id && document.getElementById(decodeURIComponent(id))) {
      anchorScroll.current = true;
      setVisible(false);
    } else {
      setVisible(true);
    }
  }, [hideOnScroll, location.key, location.hash]);

  return { navbarRef, isNavbarVisible };
}
