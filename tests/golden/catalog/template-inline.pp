$x = ['a', 'b']
$h = {'k' => 'v'}
notice(inline_template('<%= @x.join("-") %> <%= @h["k"] %>', ' and <%= @x.length %>'))
notice(inline_template("<% @x.each do |i| -%>\n[<%= i %>]\n<% end -%>\n"))
