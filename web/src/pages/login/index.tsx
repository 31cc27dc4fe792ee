import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { keepHomeFigures } from '../../api/homeFigures.ts';
import { Logo } from '../../shell/Logo.tsx';
import { HOME_PATH } from '../../shell/router/appRoute.ts';
import { redirectTarget } from '../../shell/router/guard.ts';
import { session, useSession } from '../../stores/session.ts';
import { EyeIcon, EyeOffIcon, LockIcon, UserIcon } from './icons.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import './login.css';

type Field = 'username' | 'password';

/**
 * Sign in. Built from plain elements (no antd) so the first page a user sees
 * downloads little; it mirrors the console's look with the theme colour.
 * `preload` requests the console's code (App.tsx gives it: the console sits above the pages).
 */
export default function LoginPage({ preload }: { preload: () => void }) {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  const { search } = useLocation();
  const loadFailure = useSession((s) => s.failure);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [passwordShown, setPasswordShown] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const [missing, setMissing] = useState<readonly Field[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const empty: Field[] = [
      ...(username.trim() ? [] : ['username' as const]),
      ...(password ? [] : ['password' as const]),
    ];
    setMissing(empty);
    if (empty.length > 0 || pending) return;
    setPending(true);
    setError(null);
    // The console's code downloads while the server checks the password.
    preload();
    // Home itself rather than '/', which would only forward there, rendering the console twice.
    const target = redirectTarget(search) ?? HOME_PATH;
    try {
      // The home page's figures come with the answer, for its first render.
      const home = target === HOME_PATH;
      await session.signIn({ username: username.trim(), password, ...(home && { home }) }, (answer) =>
        keepHomeFigures(answer.home),
      );
      navigate(target, { replace: true });
    } catch (failure) {
      console.error(failure);
      setError(failure instanceof Error && failure.message ? failure.message : t('failed'));
      setPending(false);
    }
  };

  const watchCapsLock = (event: KeyboardEvent<HTMLInputElement>) => setCapsLock(event.getModifierState('CapsLock'));
  const shownError = error ?? loadFailure;

  return (
    <main className="login-page">
      <LanguageSwitch />
      {/* The console's code downloads while the user types (not as the page loads: the login page stays small). */}
      <form className="login-form" method="post" onSubmit={(event) => void submit(event)} onInput={preload} noValidate>
        <div className="login-title">
          <Logo size={40} />
          <h1>{t('title')}</h1>
        </div>
        {shownError && (
          <div className="login-alert" role="alert">
            {shownError}
          </div>
        )}
        <div className={missing.includes('username') ? 'login-field login-field--invalid' : 'login-field'}>
          <UserIcon />
          <input
            name="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            placeholder={t('username')}
            aria-label={t('username')}
            aria-invalid={missing.includes('username')}
            autoComplete="username"
            autoFocus
          />
        </div>
        {missing.includes('username') && <p className="login-message login-message--error">{t('usernameRequired')}</p>}
        <div className={missing.includes('password') ? 'login-field login-field--invalid' : 'login-field'}>
          <LockIcon />
          <input
            name="password"
            type={passwordShown ? 'text' : 'password'}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            onKeyDown={watchCapsLock}
            onKeyUp={watchCapsLock}
            onBlur={() => setCapsLock(false)}
            placeholder={t('password')}
            aria-label={t('password')}
            aria-invalid={missing.includes('password')}
            autoComplete="current-password"
          />
          <button
            type="button"
            className="login-eye"
            aria-label={passwordShown ? t('hidePassword') : t('showPassword')}
            aria-pressed={passwordShown}
            onClick={() => setPasswordShown((shown) => !shown)}
          >
            {passwordShown ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
        {capsLock && (
          <p className="login-message login-message--warning" role="status">
            {t('capsLock')}
          </p>
        )}
        {missing.includes('password') && <p className="login-message login-message--error">{t('passwordRequired')}</p>}
        <button type="submit" className="login-submit" disabled={pending} aria-busy={pending}>
          {t('submit')}
        </button>
      </form>
    </main>
  );
}
