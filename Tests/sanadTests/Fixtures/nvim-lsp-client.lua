-- Drives `sanad lsp` from Neovim's built-in LSP client (headless), as an author's editor would,
-- set up with the configuration the documentation gives ($SANAD_NVIM_CONFIG, editors/neovim):
-- opens a lesson, waits for diagnostics, asks for completion, hover and a definition, applies a
-- quick fix, and writes what it saw as JSON to $SANAD_LSP_OUT. Works with Neovim 0.7 and later.
local lesson, out = os.getenv("SANAD_LESSON"), os.getenv("SANAD_LSP_OUT")
local result = {}
local function finish()
  local file = io.open(out, "w")
  file:write(vim.fn.json_encode(result))
  file:close()
  vim.cmd("qall!")
end
local function line_of(pattern)
  for i, text in ipairs(vim.api.nvim_buf_get_lines(0, 0, -1, false)) do
    local column = text:find(pattern, 1, true)
    if column then return i - 1, column - 1 end
  end
  error("no line with " .. pattern)
end

local ok, err = pcall(function()
  vim.cmd("filetype on")
  dofile(os.getenv("SANAD_NVIM_CONFIG"))
  vim.cmd("edit " .. vim.fn.fnameescape(lesson))
  local buffer = vim.api.nvim_get_current_buf()
  -- The client is listed for the buffer once the server has answered initialize.
  vim.wait(30000, function() return next(vim.lsp.buf_get_clients(buffer)) ~= nil end, 20)
  local client
  for id, _ in pairs(vim.lsp.buf_get_clients(buffer)) do client = id end
  if not client then error("the configuration started no client for " .. lesson) end
  local uri = vim.uri_from_bufnr(buffer)
  local function request(method, params)
    local responses = vim.lsp.buf_request_sync(buffer, method, params, 20000)
    for _, response in pairs(responses or {}) do return response.result, response.error end
  end

  -- 1. Diagnostics for the lesson as opened.
  vim.wait(30000, function() return #vim.diagnostic.get(buffer) > 0 end, 20)
  result.diagnostics = {}
  for _, d in ipairs(vim.diagnostic.get(buffer)) do
    table.insert(result.diagnostics, { line = d.lnum, col = d.col, code = d.code, message = d.message, severity = d.severity })
  end

  -- 2. Completion of a front-matter key, typed on a new line of the front matter.
  local order_line = line_of("order:")
  vim.api.nvim_buf_set_lines(buffer, order_line + 1, order_line + 1, false, { "ta" })
  local completion = request("textDocument/completion", { textDocument = { uri = uri }, position = { line = order_line + 1, character = 2 } })
  result.completion = {}
  for _, item in ipairs((completion and completion.items) or completion or {}) do table.insert(result.completion, item.label) end
  vim.api.nvim_buf_set_lines(buffer, order_line + 1, order_line + 2, false, {})

  -- 3. Hover on the Qur'an reference of a callout, in the lesson that $SANAD_QURAN_LESSON names.
  vim.cmd("edit " .. vim.fn.fnameescape(os.getenv("SANAD_QURAN_LESSON")))
  local other = vim.api.nvim_get_current_buf()
  vim.wait(30000, function() return next(vim.lsp.buf_get_clients(other)) ~= nil end, 20)
  local attached = false
  for id, _ in pairs(vim.lsp.buf_get_clients(other)) do attached = attached or id == client end
  if not attached then error("the second lesson did not share the first one's server") end
  local quran_line, quran_col = line_of("[!QURAN 49:12]")
  local hovers = vim.lsp.buf_request_sync(other, "textDocument/hover",
    { textDocument = { uri = vim.uri_from_bufnr(other) }, position = { line = quran_line, character = quran_col + 10 } }, 20000)
  local hover
  for _, response in pairs(hovers or {}) do hover = response.result end
  result.hover = hover and hover.contents and (hover.contents.value or hover.contents) or vim.NIL
  vim.cmd("buffer " .. buffer)

  -- 4. Go to definition from the id the lesson requires.
  local requires_line, requires_col = line_of("backbiting.what-is-ghibah]")
  local definition = request("textDocument/definition", { textDocument = { uri = uri }, position = { line = requires_line, character = requires_col + 3 } })
  if definition and definition[1] then definition = definition[1] end
  result.definition = definition and { uri = definition.uri or definition.targetUri, line = (definition.range or definition.targetRange).start.line } or vim.NIL

  -- 5. The quick fix for the misspelt subtopic, applied by the client.
  local subtopic_line = line_of("subtopic:")
  local actions = request("textDocument/codeAction", {
    textDocument = { uri = uri },
    range = { start = { line = subtopic_line, character = 10 }, ["end"] = { line = subtopic_line, character = 10 } },
    context = { diagnostics = {} },
  })
  result.actions = {}
  for _, action in ipairs(actions or {}) do table.insert(result.actions, action.title) end
  if actions and actions[1] and actions[1].edit then vim.lsp.util.apply_workspace_edit(actions[1].edit, "utf-16") end
  result.fixed_line = vim.api.nvim_buf_get_lines(buffer, subtopic_line, subtopic_line + 1, false)[1]
  vim.wait(30000, function() return #vim.diagnostic.get(buffer) == 0 end, 20)
  result.diagnostics_after_fix = #vim.diagnostic.get(buffer)
end)
if not ok then result.error = tostring(err) end
finish()
