import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * The login form's three fields over the build's prerendered page (src/app/prerender.tsx): what the
 * person typed or ticked wins, else the remembered values, which arrive after hydration (local
 * storage) and fill the same fields without moving anything; with a remembered username the
 * password field takes the focus.
 */
export function useLoginFields(defaultUsername: string, defaultRememberMe: boolean) {
  const [typedUsername, setUsername] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [tickedRememberMe, setRememberMe] = useState<boolean | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const rememberMeRef = useRef<HTMLInputElement>(null);

  useLayoutEffect(() => {
    // Typed (or filled in by the browser) into the prerendered page before its script came: hydration
    // leaves the fields as they are, so take their values over before anything renders them again.
    if (usernameRef.current?.value) setUsername(usernameRef.current.value);
    if (passwordRef.current?.value) setPassword(passwordRef.current.value);
    if (rememberMeRef.current?.checked) setRememberMe(true);
  }, []);

  useEffect(() => {
    // a remembered username: the password is next (unless the person typed another, or moved on)
    const active = document.activeElement;
    const shown = usernameRef.current?.value === defaultUsername;
    if (defaultUsername && shown && (active === document.body || active === usernameRef.current))
      passwordRef.current?.focus();
  }, [defaultUsername]);

  return {
    username: typedUsername ?? defaultUsername,
    setUsername,
    password,
    setPassword,
    rememberMe: tickedRememberMe ?? defaultRememberMe,
    setRememberMe,
    refs: { username: usernameRef, password: passwordRef, rememberMe: rememberMeRef },
  };
}
