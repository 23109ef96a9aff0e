import { defaultTheme, type RaThemeOptions } from 'react-admin'

// System fonts only: the console loads nothing from other hosts.
const systemFonts = ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', '"Noto Sans"', 'sans-serif'].join(
  ',',
)

export const INK_BLUE = '#1f3b73'

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: INK_BLUE },
    secondary: { main: '#2e6fd8' },
    background: { default: '#f5f6fa' },
  },
  typography: {
    ...defaultTheme.typography,
    fontFamily: systemFonts,
  },
}
