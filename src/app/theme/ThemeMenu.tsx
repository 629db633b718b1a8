import { Monitor, Moon, Sun } from 'lucide-react'
import { Menu, MenuItem } from '@/app/ui/Menu'
import { useThemeStore, type ThemePreference } from './themeStore'

const choices: { value: ThemePreference; label: string; icon: React.ReactNode }[] = [
  { value: 'light', label: 'Light', icon: <Sun aria-hidden className="size-4" /> },
  { value: 'dark', label: 'Dark', icon: <Moon aria-hidden className="size-4" /> },
  { value: 'system', label: 'System', icon: <Monitor aria-hidden className="size-4" /> },
]

/** Light, dark, or as the system says. */
export function ThemeMenu() {
  const { preference, setPreference } = useThemeStore()
  const current = choices.find((choice) => choice.value === preference)!
  return (
    <Menu
      label={`Theme: ${current.label}`}
      trigger={current.icon}
      triggerClassName="inline-flex size-8 items-center justify-center rounded-lg text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
    >
      {choices.map((choice) => (
        <MenuItem key={choice.value} icon={choice.icon} checked={choice.value === preference} onSelect={() => setPreference(choice.value)}>
          {choice.label}
        </MenuItem>
      ))}
    </Menu>
  )
}
