// What a failed sign-in step shows: the server's message (for a 422, the
// message of the field at fault) and, when the server says, the attempts left.

export interface LoginFailure {
  message: string
  attemptsRemaining?: number
}

interface FailureBody {
  attemptsRemaining?: unknown
  errors?: Record<string, unknown>
}

export const failureOf = (error: unknown, fields: string[] = []): LoginFailure => {
  const body = (error as { body?: FailureBody } | null)?.body
  const fieldMessage = fields.map((field) => body?.errors?.[field]).find((message): message is string => typeof message === 'string')
  const message =
    fieldMessage ?? (error instanceof Error && error.message ? error.message : typeof error === 'string' ? error : 'ra.auth.sign_in_error')
  const attemptsRemaining = typeof body?.attemptsRemaining === 'number' ? body.attemptsRemaining : undefined
  return { message, attemptsRemaining }
}
