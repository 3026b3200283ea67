Facter.add(:pp_simple) do
  setcode { 'simple' }
end

Facter.add('pp_command') do
  setcode 'echo from a command'
end

Facter.add(:pp_structured) do
  setcode do
    { 'list' => [1, 'two', :three], 'nested' => { 'ok' => true } }
  end
end
