/** Every `{{Name}}` in a text: the name is each character between the braces except braces (§1.7). */
export const variableTokenPattern = () => /\{\{([^{}]+)\}\}/g
