import { useMutation } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'

/** POST /v1/bots/{id}/testRequest: sends the block's request once, with a chat's rules; errors are shown by the form. */
export const useTestRequest = () => useMutation(orpc.bots.testRequest.mutationOptions({ meta: { errorToast: false } }))
