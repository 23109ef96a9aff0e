// react-admin's layout with one change: the user menu's sign-out item.
// react-admin's own <Logout> renders nothing until its auth check settles,
// so on the first open the menu was measured empty and placed off-screen at
// the right edge. Inside the layout the user is signed in already, so this
// item renders straight away.
import { forwardRef, type ReactNode } from 'react'
import { ListItemIcon, ListItemText, MenuItem, type MenuItemProps } from '@mui/material'
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew'
import { AppBar, Layout, UserMenu, useLogout, useTranslate, useUserMenu } from 'react-admin'

export const SignOutMenuItem = forwardRef<HTMLLIElement, MenuItemProps>(function SignOutMenuItem(props, ref) {
  const translate = useTranslate()
  const logout = useLogout()
  const userMenu = useUserMenu()
  return (
    <MenuItem
      {...props}
      ref={ref}
      onClick={() => {
        userMenu?.onClose()
        void logout()
      }}
    >
      <ListItemIcon>
        <PowerSettingsNewIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('ra.auth.logout')}</ListItemText>
    </MenuItem>
  )
})

const ConsoleUserMenu = () => (
  <UserMenu>
    <SignOutMenuItem />
  </UserMenu>
)

// A long page title (Generate pupils) gives way with an ellipsis instead of
// widening the bar, and so the page, past a phone's 375 px.
const ConsoleAppBar = () => (
  <AppBar
    userMenu={<ConsoleUserMenu />}
    sx={{
      '& .RaAppBar-toolbar': { minWidth: 0, overflow: 'hidden' },
      '& .RaAppBar-title': { flex: '1 1 0', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    }}
  />
)

// The content column may shrink below its widest child (a wide table then
// scrolls inside its own box), so nothing pushes the page wider than a phone.
export const ConsoleLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={ConsoleAppBar} sx={{ '& .RaLayout-content': { minWidth: 0 } }}>
    {children}
  </Layout>
)
