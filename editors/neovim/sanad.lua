-- Sanad's language server for Neovim 0.7 and later: put this file on your runtime path and
-- `require("sanad")`, or paste it into init.lua. One server per content folder (the nearest
-- folder above a file holding sanad.yaml), for Markdown and YAML files in it. `sanad` must be
-- on your PATH.
local clients = {}
vim.api.nvim_create_autocmd("FileType", {
  pattern = { "markdown", "yaml" },
  callback = function(args)
    local project = vim.fn.findfile("sanad.yaml", vim.fn.fnamemodify(vim.api.nvim_buf_get_name(args.buf), ":p:h") .. ";")
    if project == "" then return end
    local root = vim.fn.fnamemodify(project, ":p:h")
    clients[root] = clients[root] or vim.lsp.start_client({ name = "sanad", cmd = { "sanad", "lsp" }, root_dir = root })
    vim.lsp.buf_attach_client(args.buf, clients[root])
  end,
})
