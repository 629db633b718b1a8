import { describe, expect, it } from 'vitest'
import { adminAppPolicy } from '../../src/server/http/contentSecurityPolicy'

const scriptSources = (policy: string) => policy.split('; ').find((directive) => directive.startsWith('script-src '))!.split(' ').slice(1)

describe("the admin app's Content-Security-Policy", () => {
  const html = '<html><head><script>document.documentElement.dataset.theme = "dark"</script><script type="module" src="/assets/app.js"></script></head></html>'

  it('allows only its own scripts and its hashed inline one', () => {
    const sources = scriptSources(adminAppPolicy(html))
    expect(sources[0]).toBe("'self'")
    expect(sources).toHaveLength(2)
    expect(sources[1]).toMatch(/^'sha256-[A-Za-z0-9+/=]+'$/)
  })

  it("adds Stripe.js's origin alone, for the preview's card form, and no other origin", () => {
    const sources = scriptSources(adminAppPolicy(html, { stripeJsUrl: 'https://js.stripe.com/v3/' }))
    expect(sources).toContain('https://js.stripe.com')
    expect(sources.filter((source) => source.startsWith('http') || source === 'https:')).toEqual(['https://js.stripe.com'])
  })
})
