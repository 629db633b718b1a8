import { describe, expect, it } from 'vitest'
import { contract } from '../../src/shared/contract'
import { clientContractRoutes } from '../../src/shared/contract/clientRoutes'

type Node = Record<string, unknown>
const procedures = (node: Node, path: string[] = []): [string, Node][] =>
  '~orpc' in node ? [[path.join('.'), node]] : Object.entries(node).flatMap(([key, child]) => procedures(child as Node, [...path, key]))

describe("the app's route table", () => {
  const table = clientContractRoutes(contract) as Node

  it('has every procedure of the contract with its method and path, and no schema', () => {
    const expected = procedures(contract as unknown as Node)
    const actual = new Map(procedures(table))
    expect([...actual.keys()].sort()).toEqual(expected.map(([name]) => name).sort())
    for (const [name, procedure] of expected) {
      const route = (procedure['~orpc'] as { route: { method: string; path: string } }).route
      expect((actual.get(name)!['~orpc'] as { route: object }).route).toMatchObject({ method: route.method, path: route.path })
    }
    expect(JSON.stringify(table)).not.toMatch(/inputSchema|outputSchema|summary/)
  })
})
