components {
  id: "main"
  component: "/example/main.script"
}
