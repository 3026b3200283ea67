# A resource of stage main ordered before Stage[main] itself: a cycle through a node, a class and a stage.
node 'pp.example.com' {
  notify { 'in-node': before => Stage['main'] }
}
