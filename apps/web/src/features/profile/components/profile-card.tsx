import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { type User, useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { DISPLAY_NAME_MAX, displayNameProblem, useUpdateDisplayName } from '../api';

function initials(name: string, email: string): string {
  const source = name.trim() || email;
  return source
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/** Who you are: photo, display name (editable in an edit mode), email (read-only). */
export function ProfileCard({ user }: { user: User }) {
  const { refreshProfile } = useAuth();
  const update = useUpdateDisplayName();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(user.displayName);
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  /** Where focus goes once the mode switch has rendered: the field, or back to Edit. */
  const focusNext = useRef<'input' | 'edit' | null>(null);

  useEffect(() => {
    const target = focusNext.current === 'input' ? inputRef.current : focusNext.current === 'edit' ? editRef.current : null;
    focusNext.current = null;
    target?.focus();
  }, [editing]);

  function openEditor() {
    setDraft(user.displayName);
    focusNext.current = 'input';
    setEditing(true);
  }

  function closeEditor() {
    focusNext.current = 'edit';
    setEditing(false);
  }

  async function handleSave(event: FormEvent) {
    event.preventDefault();
    const invalid = displayNameProblem(draft);
    setProblem(invalid);
    if (invalid) {
      inputRef.current?.focus();
      return;
    }
    try {
      await update.mutateAsync(draft);
      await refreshProfile();
      closeEditor();
      toast({ title: 'Profile Updated', description: 'Your display name was saved.' });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Update Failed',
        description: error instanceof Error ? error.message : 'Your profile could not be saved.',
      });
    }
  }

  return (
    <Card>
      <CardHeader className="flex-row items-center gap-4">
        {user.photoURL ? (
          <img src={user.photoURL} alt="" className="size-14 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary/10 text-lg font-semibold text-primary"
          >
            {initials(user.displayName, user.email)}
          </span>
        )}
        <div>
          <CardTitle>Your account</CardTitle>
          <CardDescription>How you appear in Verity.</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        {editing ? (
          <form onSubmit={(e) => void handleSave(e)} noValidate className="grid gap-2">
            <Label htmlFor="display-name">Display name</Label>
            <Input
              ref={inputRef}
              id="display-name"
              value={draft}
              maxLength={DISPLAY_NAME_MAX + 20}
              onChange={(e) => setDraft(e.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'display-name-problem' : undefined}
            />
            {problem ? (
              <p id="display-name-problem" className="text-sm text-destructive">
                {problem}
              </p>
            ) : null}
            <div className="mt-2 flex gap-2">
              <Button type="submit" disabled={update.isPending}>
                {update.isPending ? 'Saving…' : 'Save'}
              </Button>
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  closeEditor();
                  setDraft(user.displayName);
                  setProblem(null);
                }}
              >
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <dl className="grid gap-1 text-sm">
            <dt className="text-muted-foreground">Display name</dt>
            <dd className="flex items-center justify-between gap-2 font-medium">
              {/* A long unbroken name wraps anywhere rather than widening the page. */}
              <span data-testid="profile-display-name" className="min-w-0 wrap-anywhere">
                {user.displayName}
              </span>
              <Button ref={editRef} variant="ghost" size="sm" className="shrink-0" onClick={openEditor}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
            </dd>
          </dl>
        )}
        <div className="mt-4 grid gap-2 text-sm">
          <Label htmlFor="profile-email" className="text-muted-foreground">
            Email
          </Label>
          <Input id="profile-email" value={user.email} readOnly data-testid="profile-email" />
        </div>
      </CardContent>
    </Card>
  );
}
