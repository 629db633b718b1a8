import { useNavigate } from 'react-router'
import { LogOut, UserRound } from 'lucide-react'
import { useMeQuery } from '@/app/account/api/useMeQuery'
import { useSignOut } from '@/app/auth/useSignOut'
import { Menu, MenuItem, MenuLabel, MenuSeparator } from '@/app/ui/Menu'

/** The header's account menu: who is signed in, the account page, sign out. */
export function AccountMenu() {
  const me = useMeQuery()
  const signOut = useSignOut()
  const navigate = useNavigate()
  const email = me.data?.email ?? ''
  return (
    <Menu
      label="Account"
      triggerClassName="flex size-8 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white uppercase hover:bg-indigo-500"
      trigger={email.charAt(0) || <UserRound aria-hidden className="size-4" />}
    >
      {email && <MenuLabel>{email}</MenuLabel>}
      <MenuItem icon={<UserRound aria-hidden className="size-4" />} onSelect={() => navigate('/account')}>
        Account and API tokens
      </MenuItem>
      <MenuSeparator />
      <MenuItem icon={<LogOut aria-hidden className="size-4" />} onSelect={signOut}>
        Sign out
      </MenuItem>
    </Menu>
  )
}
