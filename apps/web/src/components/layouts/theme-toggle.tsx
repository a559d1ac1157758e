import { Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { setThemePreference, useResolvedTheme } from '@/lib/theme';

export function ThemeToggle() {
  const theme = useResolvedTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      onClick={() => setThemePreference(next)}
    >
      {/* Both icons, picked by the html class the pre-paint script sets: pre-rendered HTML shows
          the right one before React runs, whatever the stored theme. */}
      <Sun aria-hidden="true" className="hidden dark:block" />
      <Moon aria-hidden="true" className="dark:hidden" />
    </Button>
  );
}
