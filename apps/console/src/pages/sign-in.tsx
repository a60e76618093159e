import {
  Alert,
  Button,
  Center,
  Paper,
  PasswordInput,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { opsSignIn, type StaffSession } from '@tenora/contract/ops';
import { useState, type FormEvent } from 'react';
import { call } from '../platform/api.ts';

export default function SignIn({ onSignedIn }: { onSignedIn: (session: StaffSession) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ title: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await call(opsSignIn, { email: email.trim(), password });
    setBusy(false);
    if (result.ok) {
      onSignedIn(result.data);
      return;
    }
    setPassword('');
    // 429: the account is locked after repeated failures, or this address tried too often.
    setError({
      title: result.status === 429 ? 'Signing in is locked for now' : 'Could not sign in',
      message: result.message,
    });
  };

  return (
    <Center mih="100vh" bg="gray.0">
      <Paper component="main" withBorder shadow="sm" p="xl" w={380}>
        <form onSubmit={(e) => void submit(e)} aria-labelledby="sign-in-title" noValidate>
          <Stack>
            <Title id="sign-in-title" order={1} size="h3">
              Tenora console
            </Title>
            {error && (
              <Alert color="red" title={error.title} role="alert">
                {error.message}
              </Alert>
            )}
            <TextInput
              label="E-mail"
              type="email"
              autoComplete="username"
              required
              autoFocus
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <Button type="submit" loading={busy} disabled={!email || !password}>
              Sign in
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
