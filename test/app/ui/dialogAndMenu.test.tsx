import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Button } from '../../../src/app/ui/Button'
import { ConfirmDialog } from '../../../src/app/ui/ConfirmDialog'
import { Dialog } from '../../../src/app/ui/Dialog'
import { Menu, MenuItem } from '../../../src/app/ui/Menu'

function DialogDemo() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Settings">
        <input aria-label="First" />
        <button type="button">Last</button>
      </Dialog>
    </>
  )
}

describe('Dialog', () => {
  it('takes the focus, keeps Tab inside, closes on Esc and gives the focus back', async () => {
    const user = userEvent.setup()
    render(<DialogDemo />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('First'))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last' }))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByLabelText('First'))
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }))
  })
})

describe('ConfirmDialog', () => {
  it('offers the action only once the name is typed', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    render(<ConfirmDialog open onClose={() => {}} title="Delete?" description="Gone for good." confirmLabel="Delete" typeToConfirm="Acme" onConfirm={onConfirm} />)
    const confirm = screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement
    expect(confirm.disabled).toBe(true)
    await user.type(screen.getByLabelText(/to confirm/), 'Acme')
    expect(confirm.disabled).toBe(false)
    await user.click(confirm)
    expect(onConfirm).toHaveBeenCalledOnce()
  })
})

describe('Menu', () => {
  it('opens from the keyboard, moves with arrows and letters, and closes on Esc back to its button', async () => {
    const user = userEvent.setup()
    const onRename = vi.fn()
    render(
      <Menu label="Actions" trigger="…">
        <MenuItem onSelect={() => {}}>Open</MenuItem>
        <MenuItem onSelect={onRename}>Rename</MenuItem>
        <MenuItem onSelect={() => {}}>Delete</MenuItem>
      </Menu>,
    )
    const button = screen.getByRole('button', { name: 'Actions' })
    button.focus()
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Open' }))
    await user.keyboard('{ArrowUp}')
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Delete' }))
    await user.keyboard('{Home}{ArrowDown}')
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Rename' }))
    await user.keyboard('d')
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Delete' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(button)
    await user.click(button)
    await user.click(screen.getByRole('menuitem', { name: 'Rename' }))
    expect(onRename).toHaveBeenCalledOnce()
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })
})
